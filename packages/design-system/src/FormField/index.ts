export { FormField } from './FormField.tsx';
export type { FormFieldProps, FormFieldControlProps } from './FormField.tsx';
