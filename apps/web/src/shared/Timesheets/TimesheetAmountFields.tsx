import { Alert } from '@pathway/design-system';
import { useEffect } from 'react';
import { useFormContext, useWatch } from 'react-hook-form';
import { z } from 'zod';
import { Field } from '../../kit/form.ts';
import { useTimesheetAllowance } from './useTimesheetAllowance.ts';

/**
 * The form value that keeps Submit off while another timesheet covers the period: the entry schema
 * takes it in, `TimesheetAmountFields` sets it from the allowance. Not a field the user sees.
 */
export const existingTimesheetGuard = () =>
  z
    .number()
    .nullable()
    .refine((value): boolean => value === null, 'Another timesheet already covers this period.');

/** The form values the fields read and the guard they set. */
interface EntryValues {
  studentJobId: number | null;
  periodStartDate: string;
  periodEndDate: string;
  existingTimesheetId: number | null;
}

export interface TimesheetAmountFieldsProps {
  /** The participant; null until one is chosen. */
  studentId: number | null;
  /** The timesheet being edited (it does not count against itself); absent for a new one. */
  excludeTimesheetId?: number | null;
}

/**
 * The hours and incentive fields of a timesheet entry, with what remains under the contract and the
 * youth hour rule as their hints, and a warning naming the timesheet that already covers the chosen
 * job and period; while there is one, Submit stays off (the server would refuse a second one with 409).
 * Used inside a react-hook-form `FormProvider` whose values have `studentJobId`, `periodStartDate`,
 * `periodEndDate`, `workedHours`, `incentiveAmount` and `existingTimesheetId`.
 */
export function TimesheetAmountFields({ studentId, excludeTimesheetId }: TimesheetAmountFieldsProps) {
  const { control, setValue } = useFormContext<EntryValues>();
  const [studentJobId, periodStartDate, periodEndDate] = useWatch({
    control,
    name: ['studentJobId', 'periodStartDate', 'periodEndDate'],
  });
  const { hints, existing } = useTimesheetAllowance({
    studentId,
    studentJobId,
    periodStartDate,
    periodEndDate,
    excludeTimesheetId,
  });
  const existingId = existing?.timesheet.id ?? null;
  // Mirrors the server's answer into the form, so its validation keeps Submit off; not a change the user made.
  useEffect(() => {
    setValue('existingTimesheetId', existingId, { shouldValidate: true, shouldDirty: false });
  }, [existingId, setValue]);
  return (
    <>
      {existing ? (
        <Alert variant="warning" title="This period already has a timesheet">
          {existing.warning}
        </Alert>
      ) : null}
      <Field.Text name="workedHours" label="Worked Hours" required hint={hints.hours} />
      <Field.Text
        name="incentiveAmount"
        label="Incentive Amount"
        hint={hints.incentive ? `US dollars; ${hints.incentive}` : 'US dollars'}
      />
    </>
  );
}
