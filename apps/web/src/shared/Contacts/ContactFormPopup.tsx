import type { Contact, ContactSourceName } from '@pathway/api-client';
import type { ContactValues } from '@pathway/validation';
import { FormPopup } from '../../kit/views/FormPopup.tsx';
import { ContactFields, contactSchema, contactValues, emptyContact } from './contactForm.tsx';

export interface ContactFormPopupProps {
  title: string;
  sourceName: ContactSourceName;
  /** The contact being edited; absent for an add. */
  contact?: Contact;
  onSave: (values: ContactValues) => Promise<unknown>;
  onClose: () => void;
}

/**
 * The add/edit contact popup: Submit stays disabled while the form is invalid, and the type is locked
 * while editing a contact whose type may not change.
 */
export default function ContactFormPopup({ title, sourceName, contact, onSave, onClose }: ContactFormPopupProps) {
  return (
    <FormPopup<ContactValues>
      title={title}
      schema={contactSchema}
      initial={contact ? contactValues(contact) : emptyContact}
      size="medium"
      fields={<ContactFields sourceName={sourceName} typeEditable={contact === undefined || contact.isTypeEditable} />}
      onSave={onSave}
      onClose={onClose}
    />
  );
}
