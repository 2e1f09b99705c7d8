import { describeFailure, type LookupNames, type LookupOption } from '@pathway/api-client';
import { Button, DataGrid, SingleSelect, toast, type GridColumn, type GridRowActions } from '@pathway/design-system';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useMemo, useState, type ComponentType } from 'react';
import styled from 'styled-components';
import {
  resourceMessages,
  useCan,
  useOrganizationOptions,
  ScreenPage,
  useConfirmedRemove,
} from '../../../kit/index.ts';
import * as api from '../../../lib/api.ts';
import { queryKeys } from '../../../lib/queryClient.ts';
import type { LookupOptionPopupProps } from './lookupOptionForm.tsx';
import { onDemand } from '../../../lib/onDemand.tsx';

type LookupName = LookupNames[number];

const Picker = styled.div`
  max-width: 320px;
`;

// The form, its schema and the date and select widgets load with the first popup.
const LookupOptionPopup: ComponentType<LookupOptionPopupProps> = onDemand(() =>
  import('./lookupOptionForm.tsx').then((module) => ({ default: module.LookupOptionPopup })),
);

const text = resourceMessages('lookup option');
/** The options of one list, under the list's own key: a save refreshes the select lists that show it. */
const optionsKey = (name: string) => [...queryKeys.lookup(name), 'options'] as const;
const optionText = (row: LookupOption) => row.text;

type Editing = { kind: 'create' } | { kind: 'update'; row: LookupOption };

function columnsFor(lookup: LookupName | undefined, organizationName: (id: number | undefined) => string) {
  const columns: GridColumn<LookupOption>[] = [{ id: 'text', header: 'Text', value: optionText, width: 320 }];
  if (lookup?.isOrganizationSpecific === true)
    columns.push({
      id: 'organizationId',
      header: 'Organization',
      value: (row) => organizationName(row.organizationId),
      width: 240,
    });
  if (lookup?.hasDateRange === true)
    columns.push(
      { id: 'startDate', header: 'Start Date', value: (row) => row.startDate, format: 'date', width: 130 },
      { id: 'endDate', header: 'End Date', value: (row) => row.endDate, format: 'date', width: 130 },
    );
  columns.push({
    id: 'lastUpdateUser',
    header: 'Last Updated By',
    value: (row) => row.lastUpdateUser ?? row.createUser,
  });
  return columns;
}

/**
 * Maintenance > Lookup Options (LOOKUP_OPTIONS to see, MAINTAIN_LOOKUP_OPTIONS to add and edit,
 * DELETE_LOOKUP_OPTION to remove): every maintainable named list, one at a time. A list has tens of
 * options, so the grid holds them all and searches and sorts in the browser.
 */
export function LookupOptionsScreen() {
  const client = useQueryClient();
  const mayChange = useCan('MAINTAIN_LOOKUP_OPTIONS');
  const mayRemove = useCan('DELETE_LOOKUP_OPTION');
  const names = useQuery({
    queryKey: queryKeys.lookup('names'),
    queryFn: () => api.lookups.names(),
    staleTime: Infinity,
  });
  const [chosen, setChosen] = useState<string | null>(null);
  const lookup = names.data?.find((entry) => entry.name === chosen) ?? names.data?.[0];
  const lookupName = lookup?.name;
  const options = useQuery({
    queryKey: optionsKey(lookupName ?? ''),
    queryFn: () => api.lookups.options(lookupName ?? ''),
    enabled: lookupName !== undefined,
  });
  const organizations = useOrganizationOptions();

  const columns = useMemo(() => {
    const byId = new Map(organizations.items.map((item) => [item.value, item.label]));
    return columnsFor(lookup, (id) => (id === undefined ? '' : (byId.get(id) ?? `#${String(id)}`)));
  }, [lookup, organizations.items]);

  const [editing, setEditing] = useState<Editing | null>(null);
  const refresh = () => client.invalidateQueries({ queryKey: queryKeys.lookup(lookupName ?? '') });
  const remove = useMutation({
    mutationFn: (row: LookupOption) => api.lookups.remove(row.id, row.version ?? 0),
    onSuccess: async () => {
      toast.success(text.removed);
      await refresh();
    },
  });

  const { ask: askRemove, dialog: removeDialog } = useConfirmedRemove(
    remove,
    text.confirmRemove,
    (row: LookupOption) => row,
  );
  const rowActions = useMemo<GridRowActions<LookupOption> | undefined>(() => {
    const actions = [];
    if (mayChange)
      actions.push({ id: 'edit', label: 'Edit', onAction: (row: LookupOption) => setEditing({ kind: 'update', row }) });
    if (mayRemove) actions.push({ id: 'delete', label: 'Delete', onAction: askRemove });
    return actions.length === 0 ? undefined : { name: optionText, actions };
  }, [mayChange, mayRemove, askRemove]);

  const listItems = useMemo(
    () => (names.data ?? []).map((entry) => ({ value: entry.name, label: entry.text })),
    [names.data],
  );
  return (
    <ScreenPage title="Lookup Options">
      <Picker>
        <SingleSelect<string>
          label="Lookup"
          items={listItems}
          value={lookupName ?? null}
          disabled={names.isPending}
          onValueChange={({ value }) => setChosen(value)}
        />
      </Picker>
      <DataGrid<LookupOption>
        label={lookup === undefined ? 'Lookup Options' : `${lookup.text} options`}
        columns={columns}
        rows={options.data ?? []}
        loading={names.isPending || options.isPending}
        error={names.error ? describeFailure(names.error) : options.error ? describeFailure(options.error) : undefined}
        rowActions={rowActions}
        searchPanel={{
          export: { kind: 'client' },
          toolbar:
            mayChange && lookup !== undefined ? (
              <Button size="small" onClick={() => setEditing({ kind: 'create' })}>
                {text.addTitle}
              </Button>
            ) : undefined,
        }}
      />
      {editing && lookup ? (
        <LookupOptionPopup
          lookup={lookup}
          row={editing.kind === 'update' ? editing.row : undefined}
          organizations={organizations.items}
          onSaved={async (created) => {
            toast.success(created ? text.created : text.updated);
            await refresh();
          }}
          onClose={() => setEditing(null)}
        />
      ) : null}
      {removeDialog}
    </ScreenPage>
  );
}
