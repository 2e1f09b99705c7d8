import { MAX_PAGE_SIZE, type Resource, type ResourcePath, type RowOf } from '@pathway/api-client';
import {
  Button,
  DataGrid,
  type GridColumn,
  type GridRowAction,
  type GridRowActions,
  type ModalSize,
  preloadModal,
} from '@pathway/design-system';
import { useAtomValue } from 'jotai';
import { useEffect, useMemo, useState, type ComponentType, type ReactNode } from 'react';
import type { FieldValues } from 'react-hook-form';
import type { LoadedForm } from '../core/form.ts';
import type { z } from 'zod';
import { showFailure } from '../../lib/failure.ts';
import { hasClaim } from '../../lib/jwt.ts';
import { claimsAtom } from '../../lib/session.ts';
import type { Claim } from '../claims.ts';
import { exportAll } from '../core/exportAll.ts';
import { resourceMessages } from '../core/messages.ts';
import { useGridView } from '../core/useGridView.ts';
import { useResourceList } from '../core/useResourceList.ts';
import { useResourceMutations } from '../core/useResourceMutations.ts';
import { ScreenPage } from './ScreenPage.tsx';
import { useConfirmedRemove } from './useConfirmedRemove.tsx';
import { onDemand } from '../../lib/onDemand.tsx';

/** The action claims of a resource screen; an action without its claim is not offered. */
export interface ResourceClaims {
  create?: Claim;
  update?: Claim;
  remove?: Claim;
}

export interface ResourceScreenProps<B extends ResourcePath> {
  /** The page heading and the grid's accessible name, e.g. "Schools". */
  title: string;
  /** The record's noun in messages, lower case: "school". */
  noun: string;
  /** The uniform operations, e.g. `api.schools`. */
  resource: Resource<B>;
  /** The grid's columns; each id is the contract's sort and filter field. */
  columns: readonly GridColumn<RowOf<B>>[];
  /**
   * The row's name in its action buttons: "Edit Lincoln High School". Pass stable functions here and
   * in canUpdate, canRemove and rowActions (module level or memoised): the grid's rows re-render when
   * they change.
   */
  rowName: (row: RowOf<B>) => string;
  /** Which claim each action needs. */
  claims: ResourceClaims;
  /**
   * Loads the add/edit form (`() => import('./schoolForm.tsx').then((m) => m.schoolForm)`); it is
   * fetched once the grid is up. Without it the screen only lists and removes.
   */
  form?: () => Promise<LoadedForm<B>>;
  /** Whether a row may be edited (beyond the claim); every row when absent. */
  canUpdate?: (row: RowOf<B>) => boolean;
  /** Whether a row may be removed (beyond the claim); every row when absent. */
  canRemove?: (row: RowOf<B>) => boolean;
  /** More row actions (e.g. copy), after Edit and Delete. */
  rowActions?: readonly GridRowAction<RowOf<B>>[];
  /** Called with the server's answer once a record was created (a follow-up such as a user's activation link). */
  onCreated?: (created: unknown) => void;
}

interface FormPopupProps {
  title: string;
  schema: z.ZodType<FieldValues, FieldValues>;
  initial: FieldValues;
  fields: ReactNode;
  size: ModalSize;
  onSave: (values: FieldValues) => Promise<unknown>;
  onClose: () => void;
  showsFailures: boolean;
}

// Loaded with the form module: react-hook-form's resolver and zod are not needed to list rows.
const loadFormPopup = () => import('./FormPopup.tsx');
const FormPopup: ComponentType<FormPopupProps> = onDemand(() =>
  loadFormPopup().then((module) => ({ default: module.FormPopup<FieldValues> })),
);

/** id and version of a search row: every maintained entity carries both (openapi/README.md). */
function identity(row: unknown): { id: number; version: number } {
  const record = row as { id?: unknown; version?: unknown };
  if (typeof record.id !== 'number') throw new Error('A resource row has no numeric id.');
  return { id: record.id, version: typeof record.version === 'number' ? record.version : 0 };
}

type Editing<Row> = { kind: 'create' } | { kind: 'update'; row: Row };

/**
 * A whole maintenance screen of one resource: the heading, a server-mode grid with quick search,
 * date filters, sort, paging and Export To Excel, an Add button, Edit and Delete per row (each only
 * with its claim), the add/edit popup, the removal confirmation and the success toasts.
 */
export function ResourceScreen<B extends ResourcePath>({
  title,
  noun,
  resource,
  columns,
  rowName,
  claims,
  form,
  canUpdate,
  canRemove,
  rowActions: extraActions,
  onCreated,
}: ResourceScreenProps<B>) {
  type Row = RowOf<B>;
  const list = useResourceList(resource);
  const view = useGridView();
  const mutations = useResourceMutations(resource, { noun });
  const text = resourceMessages(noun);
  const userClaims = useAtomValue(claimsAtom);
  const may = (claim: Claim | undefined) => claim !== undefined && hasClaim(userClaims, claim);
  const mayCreate = form !== undefined && may(claims.create);
  const mayUpdate = form !== undefined && may(claims.update);
  const mayRemove = may(claims.remove);

  // The form module loads once the screen is up (not on the first click), and only for a user
  // who may add or edit; the popup's own code (react-hook-form, the dialog) comes with it, so the
  // first Add or Edit opens at once (ADR 087).
  const [loadedForm, setLoadedForm] = useState<LoadedForm<B>>();
  const loadForm = mayCreate || mayUpdate ? form : undefined;
  useEffect(() => {
    if (loadForm === undefined) return;
    let active = true;
    Promise.all([loadForm(), loadFormPopup(), preloadModal()]).then(([loaded]) => {
      if (active) setLoadedForm(() => loaded);
    }, showFailure);
    return () => {
      active = false;
    };
  }, [loadForm]);

  const [editing, setEditing] = useState<Editing<Row> | null>(null);

  // Rebuilt only when the allowed actions or the screen's functions change: the grid's rows are
  // memoised on this object (hence the stable-function advice on the props).
  const { ask: askRemove, dialog: removeDialog } = useConfirmedRemove(mutations.remove, text.confirmRemove, identity);
  const rowActions = useMemo<GridRowActions<Row>>(() => {
    const actions: GridRowAction<Row>[] = [];
    if (mayUpdate) {
      actions.push({
        id: 'edit',
        label: 'Edit',
        visible: canUpdate,
        onAction: (row) => setEditing({ kind: 'update', row }),
      });
    }
    if (mayRemove) actions.push({ id: 'delete', label: 'Delete', visible: canRemove, onAction: askRemove });
    return { name: rowName, actions: [...actions, ...(extraActions ?? [])] };
  }, [mayUpdate, mayRemove, canUpdate, canRemove, rowName, extraActions, askRemove]);

  const request = list.request;
  const searchPanel = {
    toolbar: mayCreate ? (
      <Button size="small" onClick={() => setEditing({ kind: 'create' })}>
        {text.addTitle}
      </Button>
    ) : undefined,
    export: {
      kind: 'custom' as const,
      file: ({ columns: visible, fileName }: { columns: readonly string[]; fileName: string }) =>
        exportAll(resource, request ?? { page: 1, pageSize: MAX_PAGE_SIZE }, columns, {
          fileName,
          sheetName: title,
          visible,
        }),
    },
  };

  const save = async (values: FieldValues) => {
    if (!loadedForm || !editing) return;
    if (editing.kind === 'create') {
      const created = await mutations.create.mutateAsync(loadedForm.toCreate(values));
      onCreated?.(created);
    } else
      await mutations.update.mutateAsync({
        id: identity(editing.row).id,
        body: loadedForm.toUpdate(values, editing.row),
      });
  };

  return (
    <ScreenPage title={title}>
      <DataGrid<Row>
        label={title}
        columns={columns}
        {...list.grid}
        searchPanel={searchPanel}
        rowActions={rowActions}
        view={view}
      />
      {loadedForm && editing ? (
        <FormPopup
          title={editing.kind === 'create' ? text.addTitle : text.editTitle}
          schema={loadedForm.schema}
          initial={editing.kind === 'create' ? loadedForm.empty : loadedForm.fromRow(editing.row)}
          fields={loadedForm.fields}
          size={loadedForm.size ?? 'medium'}
          onSave={save}
          onClose={() => setEditing(null)}
          showsFailures
        />
      ) : null}
      {removeDialog}
    </ScreenPage>
  );
}
