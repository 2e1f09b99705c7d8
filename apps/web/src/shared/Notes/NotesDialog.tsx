import type { Note, NoteType } from '@pathway/api-client';
import { ConfirmDialog, toast, type GridColumn, type GridRowActions } from '@pathway/design-system';
import type { NoteValues } from '@pathway/validation';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { resourceMessages } from '../../kit/index.ts';
import * as api from '../../lib/api.ts';
import { GridDialog } from '../GridDialog/GridDialog.tsx';
import { onDemand } from '../../lib/onDemand.tsx';

/** "Note successfully created" etc. (spec section 8: a note save shows a success message). */
export const noteMessages = resourceMessages('note');

/** The cache path of one record's notes. */
export const notesKey = (type: NoteType, sourceId: number) => ['notes', type, sourceId] as const;

const columns: readonly GridColumn<Note>[] = [
  // Spec section 9: the notes text column is 1000 wide.
  { id: 'note', header: 'Note', value: (row) => row.note, width: 1000 },
  { id: 'createUser', header: 'Created By', value: (row) => row.createUser },
  { id: 'createDate', header: 'Created', value: (row) => row.createDate, format: 'date' },
];

const AddNotePopup = onDemand(() => import('./AddNotePopup.tsx'));

export interface NotesDialogProps {
  /** Whose notes: the record kind and its id. */
  type: NoteType;
  sourceId: number;
  /**
   * Whether the user may add and remove notes here: the claim of the record kind (ADR 062: jobs
   * ADD_JOB, worksites EDIT_WORKSITE, participants MAINTAIN_STUDENT), which the caller knows.
   */
  canEdit: boolean;
  onClose: () => void;
}

/**
 * The Notes popup of spec section 2: Add Note, a search panel and the grid of a record's notes,
 * newest first as the server answers them, each removable after a confirmation.
 */
export function NotesDialog({ type, sourceId, canEdit, onClose }: NotesDialogProps) {
  const client = useQueryClient();
  const key = notesKey(type, sourceId);
  const list = useQuery({ queryKey: key, queryFn: () => api.notes.list(type, sourceId) });
  const invalidate = () => client.invalidateQueries({ queryKey: key });
  const [adding, setAdding] = useState(false);
  const [removing, setRemoving] = useState<Note | null>(null);

  const save = useMutation({
    mutationFn: (values: NoteValues) => api.notes.save(type, sourceId, { note: values.note.trim() }),
    onSuccess: async () => {
      toast.success(noteMessages.created);
      await invalidate();
    },
  });
  const remove = useMutation({
    mutationFn: (note: Note) => api.notes.remove(note.id, note.version),
    onSuccess: async () => {
      toast.success(noteMessages.removed);
      await invalidate();
    },
  });

  const rowActions = useMemo<GridRowActions<Note> | undefined>(
    () =>
      canEdit
        ? {
            // A note has no name of its own: its first words tell the Delete buttons apart.
            name: (row) => (row.note.length > 40 ? `${row.note.slice(0, 40)}…` : row.note),
            actions: [{ id: 'delete', label: 'Delete', onAction: setRemoving }],
          }
        : undefined,
    [canEdit],
  );

  return (
    <GridDialog<Note>
      title="Notes"
      onClose={onClose}
      grid={{
        label: 'Notes',
        columns,
        rows: list.data ?? [],
        getRowId: (row) => String(row.id),
        loading: list.isLoading,
        error: list.isError ? 'The notes could not be loaded.' : undefined,
        rowActions,
      }}
      add={canEdit ? { label: 'Add Note', onAdd: () => setAdding(true) } : undefined}
    >
      {adding ? <AddNotePopup onSave={(values) => save.mutateAsync(values)} onClose={() => setAdding(false)} /> : null}
      <ConfirmDialog
        open={removing !== null}
        title="Confirmation"
        message={noteMessages.confirmRemove}
        busy={remove.isPending}
        onConfirm={() => {
          if (removing === null) return;
          remove.mutate(removing, { onSettled: () => setRemoving(null) });
        }}
        onCancel={() => setRemoving(null)}
      />
    </GridDialog>
  );
}
