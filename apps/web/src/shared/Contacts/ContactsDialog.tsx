import type { Contact, ContactSourceName } from '@pathway/api-client';
import { ConfirmDialog, toast, type GridColumn, type GridRowAction, type GridRowActions } from '@pathway/design-system';
import type { ContactValues } from '@pathway/validation';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { useCan } from '../../kit/index.ts';
import * as api from '../../lib/api.ts';
import { GridDialog } from '../GridDialog/GridDialog.tsx';
import { contactsKey } from './contactsKey.ts';
import { onDemand } from '../../lib/onDemand.tsx';

/** The verbatim texts of spec section 8. */
export const contactMessages = {
  added: 'Contact successfully added',
  updated: 'Contact successfully updated',
  removed: 'Contact was successfully removed',
  copied: 'You have copied this contact successfully.',
  confirmCopy: 'Are you sure you want to copy this contact?',
  confirmRemove: 'Are you sure you want to delete this contact?',
} as const;

const columns: readonly GridColumn<Contact>[] = [
  { id: 'contactTypeName', header: 'Contact Type', value: (row) => row.contactTypeName },
  { id: 'lastName', header: 'Last Name', value: (row) => row.lastName },
  { id: 'firstName', header: 'First Name', value: (row) => row.firstName },
  { id: 'mainPhone', header: 'Main Phone', value: (row) => row.mainPhone },
  { id: 'cellPhone', header: 'Cell Phone', value: (row) => row.cellPhone, additional: true },
  { id: 'mainEmail', header: 'Email', value: (row) => row.mainEmail, width: 220 },
  { id: 'contractCode', header: 'Contract Code', value: (row) => row.contractCode },
  {
    id: 'criminalBackgroundName',
    header: 'Criminal Background',
    value: (row) => row.criminalBackgroundName,
    additional: true,
  },
  {
    id: 'childAbuseBackgroundName',
    header: 'Child Abuse Background',
    value: (row) => row.childAbuseBackgroundName,
    additional: true,
  },
  { id: 'description', header: 'Description', value: (row) => row.description, additional: true, width: 300 },
];

// The popup and its fields load with the first Add or Edit (zod, react-hook-form, the inputs).
const ContactFormPopup = onDemand(() => import('./ContactFormPopup.tsx'));

export interface ContactsDialogProps {
  /** Whose contacts: the source kind and the record's id. */
  sourceName: ContactSourceName;
  sourceId: number;
  /** The record's name, shown after the title: "Contacts — Hillcrest Community Center". */
  sourceItemName?: string;
  onClose: () => void;
}

type Editing = { kind: 'create' } | { kind: 'update'; contact: Contact };
interface Confirming {
  kind: 'copy' | 'remove';
  contact: Contact;
}

const contactName = (contact: Contact) => `${contact.firstName ?? ''} ${contact.lastName ?? ''}`.trim();

/**
 * The Contacts popup of spec section 2: a grid of a record's contacts with Add, Edit, Copy and
 * Delete. Only MAINTAIN_WORKSITE_CONTACTS changes contacts (without it there is no Add and no actions
 * column); Edit and Delete also need the contact's `isDataEditable` and Copy its `canCopy`, which
 * the server computes for the caller (ADR 064).
 */
export function ContactsDialog({ sourceName, sourceId, sourceItemName, onClose }: ContactsDialogProps) {
  const maintains = useCan('MAINTAIN_WORKSITE_CONTACTS');
  const client = useQueryClient();
  const key = contactsKey(sourceName, sourceId);
  const list = useQuery({ queryKey: key, queryFn: () => api.contacts.list(sourceName, sourceId) });
  const invalidate = () => client.invalidateQueries({ queryKey: key });

  const [editing, setEditing] = useState<Editing | null>(null);
  const [confirming, setConfirming] = useState<Confirming | null>(null);

  const save = useMutation({
    mutationFn: async (values: { editing: Editing; body: ContactValues }) => {
      const { toContactBody, toContactUpdate } = await import('./contactForm.tsx');
      return values.editing.kind === 'create'
        ? api.contacts.create(sourceName, sourceId, toContactBody(values.body, sourceName))
        : api.contacts.update(sourceName, sourceId, toContactUpdate(values.body, sourceName, values.editing.contact));
    },
    onSuccess: async (_saved, { editing: done }) => {
      toast.success(done.kind === 'create' ? contactMessages.added : contactMessages.updated);
      await invalidate();
    },
  });
  const copy = useMutation({
    mutationFn: (contact: Contact) => api.contacts.copy(contact.contactId),
    onSuccess: async () => {
      toast.success(contactMessages.copied);
      await invalidate();
    },
  });
  const remove = useMutation({
    mutationFn: (contact: Contact) => api.contacts.remove(contact.contactId, contact.version),
    onSuccess: async () => {
      toast.success(contactMessages.removed);
      await invalidate();
    },
  });

  const rowActions = useMemo<GridRowActions<Contact> | undefined>(() => {
    if (!maintains) return undefined;
    const actions: GridRowAction<Contact>[] = [
      {
        id: 'edit',
        label: 'Edit',
        visible: (row) => row.isDataEditable,
        onAction: (contact) => setEditing({ kind: 'update', contact }),
      },
      {
        id: 'copy',
        label: 'Copy',
        visible: (row) => row.canCopy,
        onAction: (contact) => setConfirming({ kind: 'copy', contact }),
      },
      {
        id: 'delete',
        label: 'Delete',
        visible: (row) => row.isDataEditable,
        onAction: (contact) => setConfirming({ kind: 'remove', contact }),
      },
    ];
    return { name: contactName, actions };
  }, [maintains]);

  const title = sourceItemName ? `Contacts — ${sourceItemName}` : 'Contacts';
  const busy = copy.isPending || remove.isPending;

  return (
    <GridDialog<Contact>
      title={title}
      onClose={onClose}
      grid={{
        label: 'Contacts',
        columns,
        rows: list.data ?? [],
        getRowId: (row) => String(row.contactId),
        loading: list.isLoading,
        error: list.isError ? 'The contacts could not be loaded.' : undefined,
        rowDetails: { title: (row) => row.lastName ?? '' },
        rowActions,
      }}
      add={maintains ? { label: 'Add Contact', onAdd: () => setEditing({ kind: 'create' }) } : undefined}
    >
      {editing ? (
        <ContactFormPopup
          title={editing.kind === 'create' ? 'Add Contact' : 'Edit Contact'}
          sourceName={sourceName}
          contact={editing.kind === 'update' ? editing.contact : undefined}
          onSave={(body) => save.mutateAsync({ editing, body })}
          onClose={() => setEditing(null)}
        />
      ) : null}
      <ConfirmDialog
        open={confirming !== null}
        title="Confirmation"
        message={confirming?.kind === 'copy' ? contactMessages.confirmCopy : contactMessages.confirmRemove}
        busy={busy}
        onConfirm={() => {
          if (confirming === null) return;
          const mutation = confirming.kind === 'copy' ? copy : remove;
          mutation.mutate(confirming.contact, { onSettled: () => setConfirming(null) });
        }}
        onCancel={() => setConfirming(null)}
      />
    </GridDialog>
  );
}
