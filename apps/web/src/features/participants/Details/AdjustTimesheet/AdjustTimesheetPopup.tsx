import type { StudentRecordOf, TimesheetAdjustmentRequest } from '@pathway/api-client';
import { formatCurrency, formatDate, toast } from '@pathway/design-system';
import {
  ADJUSTMENT_BOUNDS,
  adjustedAmounts,
  adjustmentErrors,
  messages,
  amountText,
  text,
  type AdjustmentAmounts,
} from '@pathway/validation';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useMemo } from 'react';
import { useWatch } from 'react-hook-form';
import styled from 'styled-components';
import { z } from 'zod';
import { Field, FormPopup } from '../../../../kit/form.ts';
import * as api from '../../../../lib/api.ts';
import { formatHoursShort } from '../../../../shared/Timesheets/allowance.ts';
import { useTimesheetAllowance } from '../../../../shared/Timesheets/useTimesheetAllowance.ts';
import { FactList } from '../../../../kit/views/FactList.tsx';

type TimesheetRow = StudentRecordOf<'timesheets'>;

const REASON_MAX = 2000;

/** The form's values, named as the wire names them so a 422 lands under its field. */
interface AdjustValues {
  workedHours: string | number;
  incentiveAmount: string | number;
  comments: string;
}

const EMPTY: AdjustValues = { workedHours: '', incentiveAmount: '', comments: '' };

/** A typed change as a number (empty is no change); NaN when it is not a number. */
const amount = (value: string | number) => (String(value).trim() === '' ? 0 : Number(value));

/** The typed changes, or null while one of them is not a number (its field says so). */
function changeOf(values: AdjustValues): AdjustmentAmounts | null {
  const change = { workedHours: amount(values.workedHours), incentiveAmount: amount(values.incentiveAmount) };
  return Number.isFinite(change.workedHours) && Number.isFinite(change.incentiveAmount) ? change : null;
}

/** The rules of @pathway/validation: bounds, a reason, a change, and never below zero with earlier adjustments. */
function adjustSchema(held: AdjustmentAmounts) {
  return z
    .object({
      workedHours: amountText({ unit: 'hours', bounds: ADJUSTMENT_BOUNDS.workedHours }),
      incentiveAmount: amountText({ unit: 'money', bounds: ADJUSTMENT_BOUNDS.incentiveAmount }),
      comments: text({ required: messages.required, max: REASON_MAX }),
    })
    .superRefine((values, ctx) => {
      const change = changeOf(values);
      if (change === null) return;
      for (const [field, message] of Object.entries(adjustmentErrors(held, change))) {
        ctx.addIssue({ code: 'custom', message, path: [field] });
      }
    });
}

const hoursText = (hours: number) => `${formatHoursShort(hours)} ${hours === 1 ? 'hour' : 'hours'}`;

const Facts = styled(FactList)`
  margin: 0 0 var(--space-3);
`;

const Result = styled.p`
  margin: var(--space-2) 0 0;
  font-weight: 600;
`;

/** What the timesheet holds after the typed change, as it is typed. */
function AdjustedResult({ held }: { held: AdjustmentAmounts }) {
  const values = useWatch<AdjustValues>() as AdjustValues;
  const change = changeOf(values);
  const after = change === null ? null : adjustedAmounts(held, change);
  return (
    <Result role="status" aria-label="Result">
      {after === null
        ? 'After this adjustment: enter the changes as numbers'
        : `After this adjustment: ${hoursText(after.workedHours)}, ${formatCurrency(after.incentiveAmount)} incentive`}
    </Result>
  );
}

export interface AdjustTimesheetPopupProps {
  studentId: number;
  /** The processed timesheet corrected (Approved, In Process, Exception or Payrolled). */
  original: TimesheetRow;
  /** The participant's timesheets: the original's earlier adjustments count in what it holds. */
  timesheets: readonly TimesheetRow[];
  onClose: () => void;
}

/**
 * Adjust a processed timesheet (MAINTAIN_STUDENT, ADR 182): signed changes of its hours and incentive
 * with a required reason, what it holds now (with its earlier adjustments) and after, and what remains
 * under the caps. The adjustment is a Pending timesheet of its own, linked to the original, submitted,
 * approved and paid like any other. The original's version goes with it: a stale one is the 409 toast;
 * a 422 (a cap, the youth hour rule, below zero) shows under its field, and the values stay.
 */
export default function AdjustTimesheetPopup({ studentId, original, timesheets, onClose }: AdjustTimesheetPopupProps) {
  const client = useQueryClient();
  const earlier = useMemo(
    () => timesheets.filter((row) => row.adjustsTimesheetId === original.id),
    [timesheets, original.id],
  );
  const held = useMemo<AdjustmentAmounts>(
    () =>
      adjustedAmounts(
        { workedHours: original.workedHours, incentiveAmount: original.incentiveAmount },
        {
          workedHours: earlier.reduce((sum, row) => sum + row.workedHours, 0),
          incentiveAmount: earlier.reduce((sum, row) => sum + row.incentiveAmount, 0),
        },
      ),
    [original.workedHours, original.incentiveAmount, earlier],
  );
  const schema = useMemo(() => adjustSchema(held), [held]);
  const { hints } = useTimesheetAllowance({
    studentId,
    studentJobId: original.studentJobId,
    periodStartDate: formatDate(original.periodStartDate),
    periodEndDate: formatDate(original.periodEndDate),
  });
  const adjust = useMutation({
    mutationFn: (values: AdjustValues) => {
      const change = changeOf(values) ?? { workedHours: 0, incentiveAmount: 0 };
      const body: TimesheetAdjustmentRequest = {
        workedHours: Math.round(change.workedHours * 100) / 100,
        incentiveAmount: Math.round(change.incentiveAmount * 100) / 100,
        comments: values.comments.trim(),
        version: original.version,
      };
      return api.students.adjustTimesheet(studentId, original.id, body);
    },
    onSuccess: async () => {
      toast.success('Timesheet adjustment successfully created');
      // The tab's rows (the new adjustment) and what remains.
      await client.invalidateQueries({ queryKey: ['/students', studentId] });
    },
    meta: { failureShownByForm: true },
  });
  const withEarlier =
    earlier.length === 0
      ? ''
      : ` (with ${String(earlier.length)} earlier adjustment${earlier.length === 1 ? '' : 's'})`;
  return (
    <FormPopup<AdjustValues>
      title={`Adjust Timesheet ${String(original.id)}`}
      schema={schema}
      initial={EMPTY}
      size="medium"
      showsFailures
      onSave={(values) => adjust.mutateAsync(values)}
      onClose={onClose}
      fields={
        <>
          <Facts aria-label="Timesheet adjusted">
            <dt>Job</dt>
            <dd>{original.jobName}</dd>
            <dt>Period</dt>
            <dd>{`${formatDate(original.periodStartDate)}–${formatDate(original.periodEndDate)}`}</dd>
            <dt>Status</dt>
            <dd>{original.status}</dd>
            <dt>Holds now</dt>
            <dd>{`${hoursText(held.workedHours)}, ${formatCurrency(held.incentiveAmount)} incentive${withEarlier}`}</dd>
          </Facts>
          <Field.Text
            name="workedHours"
            label="Hours Change"
            hint={['A negative number takes hours back', hints.hours].filter(Boolean).join('; ')}
          />
          <Field.Text
            name="incentiveAmount"
            label="Incentive Change"
            hint={['US dollars; a negative amount takes money back', hints.incentive].filter(Boolean).join('; ')}
          />
          <Field.TextArea name="comments" label="Reason" required />
          <AdjustedResult held={held} />
        </>
      }
    />
  );
}
