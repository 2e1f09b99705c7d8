import {
  Checkbox,
  DateInput,
  FormField,
  MaskedInput,
  SearchableSelect,
  SingleSelect,
  TextArea,
  TextField,
  TriStateSelect,
  type MaskPreset,
  type SelectItem,
} from '@pathway/design-system';
import { get, useController, useFormContext, type FieldErrors } from 'react-hook-form';
import { useLookup, type OptionLookup } from '../core/useOptions.ts';
import { useRenderedField } from './renderedFields.ts';

/** What every bound field takes: the form value's name, its label, and whether it is required. */
export interface FieldProps {
  /** The react-hook-form name, e.g. `name` or `address.city`. */
  name: string;
  label: string;
  required?: boolean;
  hint?: string;
  disabled?: boolean;
}

/** Cross-field rules: the fields whose messages depend on this one, re-checked when it changes. */
interface DependentProps {
  deps?: string[];
}

function errorText(errors: FieldErrors, name: string): string | undefined {
  const error = get<FieldErrors, { message?: unknown } | undefined>(errors, name);
  return typeof error?.message === 'string' ? error.message : undefined;
}

/** The field's message; every bound field reads it, so this is also where a field says it is shown. */
function useFieldError(name: string): string | undefined {
  const { formState } = useFormContext();
  useRenderedField(name);
  return errorText(formState.errors, name);
}

/**
 * A bound pick (select, yes/no): its value, its message, and a change that commits and marks the
 * field touched at once, since a pick has no typing to wait for.
 */
function useChoice<V>(name: string) {
  const { field } = useController({ name });
  return {
    error: useFieldError(name),
    value: (field.value as V | null | undefined) ?? null,
    onValueChange: ({ value }: { value: V | null }) => {
      field.onChange(value);
      field.onBlur();
    },
  };
}

/** A bound typed-in value (mask, date): the input's wiring, with an empty field as ''. */
function useTypedValue(name: string, deps?: string[]) {
  const { field } = useController({ name, rules: { deps } });
  return {
    name: field.name,
    ref: field.ref,
    value: typeof field.value === 'string' ? field.value : '',
    onValueChange: ({ value }: { value: string }) => field.onChange(value),
    onBlur: field.onBlur,
  };
}

function Text({
  name,
  label,
  required,
  hint,
  disabled,
  maxLength,
  deps,
}: FieldProps & DependentProps & { maxLength?: number }) {
  const { register } = useFormContext();
  return (
    <TextField
      label={label}
      required={required}
      hint={hint}
      disabled={disabled}
      maxLength={maxLength}
      error={useFieldError(name)}
      {...register(name, { deps })}
    />
  );
}

function Area({ name, label, required, hint, disabled, rows = 3 }: FieldProps & { rows?: number }) {
  const { register } = useFormContext();
  return (
    <TextArea
      label={label}
      required={required}
      hint={hint}
      disabled={disabled}
      rows={rows}
      error={useFieldError(name)}
      {...register(name)}
    />
  );
}

function Masked({ name, label, required, hint, disabled, preset }: FieldProps & { preset: MaskPreset }) {
  const input = useTypedValue(name);
  return (
    <FormField label={label} required={required} hint={hint} error={useFieldError(name)}>
      {(control) => <MaskedInput {...control} {...input} preset={preset} disabled={disabled} />}
    </FormField>
  );
}

function DateField({ name, label, required, hint, disabled, deps }: FieldProps & DependentProps) {
  const input = useTypedValue(name, deps);
  return (
    <FormField label={label} required={required} hint={hint} error={useFieldError(name)}>
      {(control) => (
        <DateInput {...control} {...input} disabled={disabled} pickerLabel={`Choose ${label.toLowerCase()}`} />
      )}
    </FormField>
  );
}

type SelectSource<V extends string | number> =
  | { items: readonly SelectItem<V>[]; lookup?: never; by?: never }
  | { lookup: OptionLookup; by?: 'id' | 'text' | 'code'; items?: never };

/** What a select shows, disabled, while its lookup is on the way: not "Select Value" over a value it holds. */
const LOADING = 'Loading…';

function useItems<V extends string | number>(
  source: SelectSource<V>,
): { items: readonly SelectItem<V>[]; loadingText: string | undefined } {
  // Every lookup field asks; the cache answers all but the first (staleTime Infinity).
  const lookup = useLookup(source.lookup, source.by);
  return source.lookup === undefined
    ? { items: source.items, loadingText: undefined }
    : { items: lookup.items as readonly SelectItem<V>[], loadingText: lookup.isLoading ? LOADING : undefined };
}

function Select<V extends string | number>({
  name,
  label,
  required,
  hint,
  disabled,
  defaultText = 'Select Value',
  ...source
}: FieldProps & SelectSource<V> & { defaultText?: string }) {
  const { items, loadingText } = useItems(source as SelectSource<V>);
  return (
    <SingleSelect<V>
      label={label}
      required={required}
      hint={hint}
      disabled={disabled}
      items={items}
      defaultText={defaultText}
      noItemsText={loadingText}
      {...useChoice<V>(name)}
    />
  );
}

function Searchable<V extends string | number>({
  name,
  label,
  required,
  hint,
  disabled,
  ...source
}: FieldProps & SelectSource<V>) {
  const { items, loadingText } = useItems(source as SelectSource<V>);
  return (
    <SearchableSelect<V>
      label={label}
      required={required}
      hint={hint}
      disabled={disabled === true || loadingText !== undefined}
      items={items}
      {...(loadingText === undefined ? {} : { placeholder: loadingText })}
      {...useChoice<V>(name)}
    />
  );
}

function TriState({ name, label, required, hint, disabled }: FieldProps) {
  return (
    <TriStateSelect label={label} required={required} hint={hint} disabled={disabled} {...useChoice<boolean>(name)} />
  );
}

function Check({ name, label, disabled }: Omit<FieldProps, 'required' | 'hint'>) {
  const { register } = useFormContext();
  return <Checkbox label={label} disabled={disabled} error={useFieldError(name)} {...register(name)} />;
}

/** The postal address's fields (kit/core/address.ts), with the ZIP+4 where the record keeps one. */
function Address({ zipPlus4 = false }: { zipPlus4?: boolean }) {
  return (
    <>
      <Text name="addressLine1" label="Address Line 1" required maxLength={100} />
      <Text name="addressLine2" label="Address Line 2" maxLength={100} />
      <Text name="city" label="City" required maxLength={50} />
      <Select name="stateCode" label="State" required lookup="us-states" by="code" />
      <Masked name="zipCode" label="Zip Code" required preset="zip" />
      {zipPlus4 ? <Masked name="zipPlus4" label="Zip+4" preset="zipPlus4" /> : null}
    </>
  );
}

/**
 * Form fields bound to the surrounding react-hook-form context (a ResourceScreen's popup, or any
 * `FormProvider`): each shows its label, the required mark and its validation message.
 */
export const Field = {
  Text,
  TextArea: Area,
  Masked,
  Date: DateField,
  Select,
  SearchableSelect: Searchable,
  TriState,
  Checkbox: Check,
  Address,
};
