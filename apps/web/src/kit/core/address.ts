/**
 * The complete postal address a contractor, a worksite and a participant keep (the rules are
 * @pathway/validation's `requiredAddressFields`): its form values, and how they map to and from the
 * wire, written once for every form that edits one.
 */
export interface AddressValues {
  addressLine1: string;
  addressLine2: string;
  city: string;
  /** null until picked: the select starts on "Select Value" when a record has none. */
  stateCode: string | null;
  zipCode: string;
}

interface AddressRow {
  addressLine1: string;
  addressLine2?: string | null;
  city: string;
  stateCode: string;
  zipCode: string;
}

/** A new record's address: blank, in the programme's own state. */
export const EMPTY_ADDRESS: AddressValues = {
  addressLine1: '',
  addressLine2: '',
  city: '',
  stateCode: 'PA',
  zipCode: '',
};

export const addressValues = (row: AddressRow): AddressValues => ({
  addressLine1: row.addressLine1,
  addressLine2: row.addressLine2 ?? '',
  city: row.city,
  stateCode: row.stateCode,
  zipCode: row.zipCode,
});

/** The wire's address, trimmed, an empty second line as null; the form's schema has required the rest. */
export function addressBody(values: AddressValues) {
  if (values.stateCode === null) throw new Error('An address was submitted without its state.');
  const line2 = values.addressLine2.trim();
  return {
    addressLine1: values.addressLine1.trim(),
    addressLine2: line2 === '' ? null : line2,
    city: values.city.trim(),
    stateCode: values.stateCode,
    zipCode: values.zipCode,
  };
}
