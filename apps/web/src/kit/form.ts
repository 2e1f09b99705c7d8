// What a screen's form module needs (ADR 071): the form declaration and the bound fields. Imported
// only by lazily loaded form modules, so the input widgets load with the first form, not the grid.
export { defineForm, type LoadedForm, type ResourceForm } from './core/form.ts';
export { Field, type FieldProps } from './views/Field.tsx';
export { useRenderedField } from './views/renderedFields.ts';
export { useLookup, useOptions, useOrganizationOptions, type OptionLookup, type Options } from './core/useOptions.ts';
export { FormPopup, type FormPopupProps } from './views/FormPopup.tsx';
export { useGuardedForm, type GuardedFormOptions } from './core/useGuardedForm.ts';
export { addressBody, addressValues, EMPTY_ADDRESS, type AddressValues } from './core/address.ts';
