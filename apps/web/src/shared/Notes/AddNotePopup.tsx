import { noteSchema, type NoteValues } from '@pathway/validation';
import { Field } from '../../kit/form.ts';
import { FormPopup } from '../../kit/views/FormPopup.tsx';

export interface AddNotePopupProps {
  onSave: (values: NoteValues) => Promise<unknown>;
  onClose: () => void;
}

/** The Add Note popup: one required note of 5 rows (spec sections 2 and 9). */
export default function AddNotePopup({ onSave, onClose }: AddNotePopupProps) {
  return (
    <FormPopup<NoteValues>
      title="Add Note"
      schema={noteSchema}
      initial={{ note: '' }}
      size="medium"
      fields={<Field.TextArea name="note" label="Note" required rows={5} />}
      onSave={onSave}
      onClose={onClose}
    />
  );
}
