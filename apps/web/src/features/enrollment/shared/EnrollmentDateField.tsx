import { DateInput, FormField } from '@pathway/design-system';

export interface EnrollmentDateFieldProps {
  value: string;
  error: string | undefined;
  onChange: (value: string) => void;
}

/**
 * The enrollment date (mm/dd/yyyy with its picker). A module of its own, loaded lazily: the date
 * picker is the largest widget of the screen and only users who may enroll see it.
 */
export default function EnrollmentDateField({ value, error, onChange }: EnrollmentDateFieldProps) {
  return (
    <FormField label="Enrollment Date" required error={error}>
      {(control) => (
        <DateInput
          {...control}
          pickerLabel="Choose enrollment date"
          value={value}
          onValueChange={({ value: next }) => onChange(next)}
        />
      )}
    </FormField>
  );
}
