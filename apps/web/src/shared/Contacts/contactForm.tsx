import type { Contact, ContactCreateRequest, ContactSourceName, ContactUpdateRequest } from '@pathway/api-client';
import { CONTACT_MAX, contactSchema, type ContactValues } from '@pathway/validation';
import styled from 'styled-components';
import { Field, useOptions } from '../../kit/form.ts';
import * as api from '../../lib/api.ts';

// The contact form (spec section 5), loaded with the first Add or Edit: the input widgets and zod
// stay out of the chunk of every screen that only offers a Contacts button.

export { contactSchema };

const Columns = styled.div`
  display: grid;
  grid-template-columns: repeat(2, minmax(0, 1fr));
  gap: var(--space-2) var(--space-3);
`;

const Wide = styled.div`
  grid-column: 1 / -1;
`;

export const emptyContact: ContactValues = {
  contactTypeLuid: null,
  salutation: '',
  firstName: '',
  lastName: '',
  middleInitial: '',
  mainPhone: '',
  cellPhone: '',
  mainEmail: '',
  criminalBackgroundFlag: false,
  childAbuseBackgroundFlag: false,
  fbiUid: null,
  disclosureStatement: false,
  description: '',
  contractCode: null,
};

export function contactValues(contact: Contact): ContactValues {
  return {
    contactId: contact.contactId,
    contactTypeLuid: contact.contactTypeLuid ?? null,
    salutation: contact.salutation ?? '',
    firstName: contact.firstName ?? '',
    lastName: contact.lastName ?? '',
    middleInitial: contact.middleInitial ?? '',
    mainPhone: contact.mainPhone ?? '',
    cellPhone: contact.cellPhone ?? '',
    mainEmail: contact.mainEmail ?? '',
    criminalBackgroundFlag: contact.criminalBackgroundFlag ?? false,
    childAbuseBackgroundFlag: contact.childAbuseBackgroundFlag ?? false,
    fbiUid: contact.fbiUid ?? null,
    disclosureStatement: contact.disclosureStatement ?? false,
    description: contact.description ?? '',
    contractCode: contact.contractCode ?? null,
  };
}

/** An empty text is "not given": the contract leaves optional fields out rather than sending "". */
function given(value: string | null | undefined): string | undefined {
  const trimmed = value?.trim() ?? '';
  return trimmed === '' ? undefined : trimmed;
}

/**
 * The wire body of an add. The contract code is sent only for a worksite's contacts (ADR 064: the
 * "worksites contact type" is the worksites source kind); the server refuses it on the others.
 */
export function toContactBody(values: ContactValues, sourceName: ContactSourceName): ContactCreateRequest {
  if (values.contactTypeLuid === null) throw new Error('A contact form was submitted without its type.');
  return {
    contactTypeLuid: values.contactTypeLuid,
    salutation: given(values.salutation),
    firstName: values.firstName.trim(),
    lastName: values.lastName.trim(),
    middleInitial: given(values.middleInitial),
    mainPhone: given(values.mainPhone),
    cellPhone: given(values.cellPhone),
    mainEmail: given(values.mainEmail),
    criminalBackgroundFlag: values.criminalBackgroundFlag ?? false,
    childAbuseBackgroundFlag: values.childAbuseBackgroundFlag ?? false,
    fbiUid: values.fbiUid ?? undefined,
    disclosureStatement: values.disclosureStatement ?? false,
    description: given(values.description),
    contractCode: sourceName === 'worksites' ? given(values.contractCode) : undefined,
  };
}

export function toContactUpdate(
  values: ContactValues,
  sourceName: ContactSourceName,
  contact: Contact,
): ContactUpdateRequest {
  return { ...toContactBody(values, sourceName), contactId: contact.contactId, version: contact.version };
}

function ContractCodeField() {
  // The codes the signed-in user may use: the server checks the same list (ADR 064).
  const codes = useOptions<string>(['lookups', 'user-contract-codes'], async () =>
    (await api.lookups.userContractCodes()).map((option) => ({
      value: option.code ?? option.text,
      label: option.text,
    })),
  );
  return <Field.SearchableSelect name="contractCode" label="Contract Code" items={codes.items} />;
}

export interface ContactFieldsProps {
  sourceName: ContactSourceName;
  /** False while editing a contact whose type may not change (`isTypeEditable`). */
  typeEditable: boolean;
}

/** The fields of the add/edit contact popup. */
export function ContactFields({ sourceName, typeEditable }: ContactFieldsProps) {
  return (
    <Columns>
      <Field.Select
        name="contactTypeLuid"
        label="Contact Type"
        required
        lookup="contact-types"
        disabled={!typeEditable}
      />
      <Field.Text name="salutation" label="Salutation" />
      <Field.Text name="firstName" label="First Name" required />
      <Field.Text name="middleInitial" label="Middle Initial" maxLength={CONTACT_MAX.middleInitial} />
      <Field.Text name="lastName" label="Last Name" required />
      <Field.Masked name="mainEmail" label="Email" preset="email" />
      <Field.Masked name="mainPhone" label="Main Phone" preset="phone" />
      <Field.Masked name="cellPhone" label="Cell Phone" preset="phone" />
      <Field.Select name="fbiUid" label="FBI Clearance" lookup="fbis" />
      {sourceName === 'worksites' ? <ContractCodeField /> : null}
      <Field.Checkbox name="criminalBackgroundFlag" label="Criminal Background Cleared" />
      <Field.Checkbox name="childAbuseBackgroundFlag" label="Child Abuse Background Cleared" />
      <Field.Checkbox name="disclosureStatement" label="Disclosure Statement" />
      <Wide>
        <Field.TextArea name="description" label="Description" rows={3} />
      </Wide>
    </Columns>
  );
}
