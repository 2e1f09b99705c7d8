import { zodResolver } from '@hookform/resolvers/zod';
import type { CreateBodyOf, Resource, ResourcePath, RowOf, UpdateBodyOf } from '@pathway/api-client';
import {
  Button,
  ConfirmDialog,
  DataGrid,
  SubmitPopup,
  type GridColumn,
  type GridRowAction,
  type GridRowActions,
  type ModalSize,
} from '@pathway/design-system';
import { useAtomValue } from 'jotai';
import { useMemo, useState, type ReactNode } from 'react';
import { FormProvider, useForm, type DefaultValues, type FieldValues } from 'react-hook-form';
import styled from 'styled-components';
import type { z } from 'zod';
import { hasClaim } from '../../lib/jwt.ts';
import { claimsAtom } from '../../lib/session.ts';
import type { Claim } from '../claims.ts';
import { exportAll } from '../core/exportAll.ts';
import { resourceMessages } from '../core/messages.ts';
import { useResourceList } from '../core/useResourceList.ts';
import { useResourceMutations } from '../core/useResourceMutations.ts';

/** The add/edit form of a resource: its zod schema, its fields, and how values map to the wire. */
export interface ResourceForm<B extends ResourcePath, V extends FieldValues> {
  /** Validation with the rules and messages of @pathway/validation. */
  schema: z.ZodType<V, V>;
  /** The values of a new record. */
  empty: V;
  /** The values of a record being edited. */
  fromRow: (row: RowOf<B>) => V;
  /** The create body for the values. */
  toCreate: (values: V) => CreateBodyOf<B>;
  /** The update body for the values; include the row's `version` (a stale one answers 409). */
  toUpdate: (values: V, row: RowOf<B>) => UpdateBodyOf<B>;
  /** The form's fields, usually `Field.*` elements. */
  fields: ReactNode;
  /** The popup's size; medium when absent. */
  size?: ModalSize;
}

/** The action claims of a resource screen; an action without its claim is not offered. */
export interface ResourceClaims {
  create?: Claim;
  update?: Claim;
  remove?: Claim;
}

export interface ResourceScreenProps<B extends ResourcePath, V extends FieldValues> {
  /** The page heading and the grid's accessible name, e.g. "Schools". */
  title: string;
  /** The record's noun in messages, lower case: "school". */
  noun: string;
  /** The uniform operations, e.g. `api.schools`. */
  resource: Resource<B>;
  /** The grid's columns; each id is the contract's sort and filter field. */
  columns: readonly GridColumn<RowOf<B>>[];
  /** The row's name in its action buttons: "Edit Lincoln High School". */
  rowName: (row: RowOf<B>) => string;
  /** Which claim each action needs. */
  claims: ResourceClaims;
  /** The add/edit form; without it the screen only lists and removes. */
  form?: ResourceForm<B, V>;
  /** Whether a row may be edited (beyond the claim); every row when absent. */
  canUpdate?: (row: RowOf<B>) => boolean;
  /** Whether a row may be removed (beyond the claim); every row when absent. */
  canRemove?: (row: RowOf<B>) => boolean;
  /** More row actions (e.g. copy), after Edit and Delete. */
  rowActions?: readonly GridRowAction<RowOf<B>>[];
  /** The exported file's name (without .xlsx); `export` by default (spec section 9). */
  exportFileName?: string;
}

const Page = styled.section`
  display: flex;
  flex-direction: column;
  gap: var(--space-3);
`;

const Title = styled.h1`
  margin: 0;
  font-size: var(--font-size-xl);
`;

/** id and version of a search row: every maintained entity carries both (openapi/README.md). */
function identity(row: unknown): { id: number; version: number } {
  const record = row as { id?: unknown; version?: unknown };
  if (typeof record.id !== 'number') throw new Error('A resource row has no numeric id.');
  return { id: record.id, version: typeof record.version === 'number' ? record.version : 0 };
}

type Editing<Row> = { kind: 'create' } | { kind: 'update'; row: Row };

interface FormPopupProps<V extends FieldValues> {
  title: string;
  schema: z.ZodType<V, V>;
  initial: V;
  fields: ReactNode;
  size: ModalSize;
  onSave: (values: V) => Promise<unknown>;
  onClose: () => void;
}

/**
 * The add/edit popup. It stays mounted until a save succeeds: a refused save (a 409, a 422) leaves
 * every typed value in place, and the QueryClient has shown the server's message.
 */
function FormPopup<V extends FieldValues>({
  title,
  schema,
  initial,
  fields,
  size,
  onSave,
  onClose,
}: FormPopupProps<V>) {
  const methods = useForm<V, unknown, V>({
    resolver: zodResolver(schema),
    defaultValues: initial as DefaultValues<V>,
    mode: 'all',
  });
  const submit = methods.handleSubmit(async (values) => {
    try {
      await onSave(values);
    } catch {
      // Shown once by the QueryClient's failure handling; the popup stays open with the values.
      return;
    }
    onClose();
  });
  return (
    <FormProvider {...methods}>
      <SubmitPopup
        open
        title={title}
        size={size}
        formState={methods.formState}
        onSubmit={({ event }) => void submit(event)}
        onCancel={onClose}
      >
        {fields}
      </SubmitPopup>
    </FormProvider>
  );
}

/**
 * A whole maintenance screen of one resource: the heading, a server-mode grid with quick search,
 * date filters, sort, paging and Export To Excel, an Add button, Edit and Delete per row (each only
 * with its claim), the add/edit popup, the removal confirmation and the success toasts.
 */
export function ResourceScreen<B extends ResourcePath, V extends FieldValues>({
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
  exportFileName = 'export',
}: ResourceScreenProps<B, V>) {
  type Row = RowOf<B>;
  const list = useResourceList(resource);
  const mutations = useResourceMutations(resource, { noun });
  const text = resourceMessages(noun);
  const userClaims = useAtomValue(claimsAtom);
  const may = (claim: Claim | undefined) => claim !== undefined && hasClaim(userClaims, claim);
  const mayCreate = form !== undefined && may(claims.create);
  const mayUpdate = form !== undefined && may(claims.update);
  const mayRemove = may(claims.remove);

  const [editing, setEditing] = useState<Editing<Row> | null>(null);
  const [removing, setRemoving] = useState<Row | null>(null);

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
    if (mayRemove) actions.push({ id: 'delete', label: 'Delete', visible: canRemove, onAction: setRemoving });
    return { name: rowName, actions: [...actions, ...(extraActions ?? [])] };
  }, [mayUpdate, mayRemove, canUpdate, canRemove, rowName, extraActions]);

  const request = list.request;
  const searchPanel = {
    toolbar: mayCreate ? (
      <Button size="small" onClick={() => setEditing({ kind: 'create' })}>
        {text.addTitle}
      </Button>
    ) : undefined,
    export: {
      kind: 'custom' as const,
      run: async () => {
        if (request) await exportAll(resource, request, columns, { fileName: exportFileName, sheetName: title });
      },
    },
  };

  const save = async (values: V) => {
    if (!form || !editing) return;
    if (editing.kind === 'create') await mutations.create.mutateAsync(form.toCreate(values));
    else await mutations.update.mutateAsync({ id: identity(editing.row).id, body: form.toUpdate(values, editing.row) });
  };

  return (
    <Page aria-labelledby="resource-screen-title">
      <Title id="resource-screen-title">{title}</Title>
      <DataGrid<Row> label={title} columns={columns} {...list.grid} searchPanel={searchPanel} rowActions={rowActions} />
      {form && editing ? (
        <FormPopup<V>
          title={editing.kind === 'create' ? text.addTitle : text.editTitle}
          schema={form.schema}
          initial={editing.kind === 'create' ? form.empty : form.fromRow(editing.row)}
          fields={form.fields}
          size={form.size ?? 'medium'}
          onSave={save}
          onClose={() => setEditing(null)}
        />
      ) : null}
      <ConfirmDialog
        open={removing !== null}
        message={text.confirmRemove}
        busy={mutations.remove.isPending}
        onConfirm={() => {
          if (removing === null) return;
          mutations.remove.mutate(identity(removing), { onSettled: () => setRemoving(null) });
        }}
        onCancel={() => setRemoving(null)}
      />
    </Page>
  );
}
