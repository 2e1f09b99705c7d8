import { toWireDate, type Job } from '@pathway/api-client';
import { toast } from '@pathway/design-system';
import { amountText, dateText, messages, numberText, startBeforeEndCheck } from '@pathway/validation';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { Field } from '../../../kit/form.ts';
import { FormPopup } from '../../../kit/views/FormPopup.tsx';
import * as api from '../../../lib/api.ts';
import { queryKeys } from '../../../lib/queryClient.ts';
import { ContractField, fromCurrency, HourlyRateField, toCurrency } from './jobForm.tsx';

const schema = z
  .object({
    contractId: z
      .number({ error: messages.required })
      .nullable()
      .refine((value): boolean => value !== null, messages.required),
    startDate: dateText({ label: 'Start Date', required: true }),
    endDate: dateText({ label: 'End Date', required: true }),
    positions: numberText({ required: true, min: 1, max: 500 }),
    hourlyRate: amountText({ required: true, unit: 'money' }),
  })
  .superRefine(startBeforeEndCheck('startDate', 'endDate'), { when: () => true });
type Values = z.infer<typeof schema>;

/** The toast of a renewal: the new season's job is a new record. */
export const RENEWED_MESSAGE = 'Job successfully renewed';

/**
 * Renew a job for a new season (loaded on the first Renew): the new season's contract, dates,
 * capacity and rate (the rate as the job has it unless MAINTAIN_HOURLY_RATE changes it). The server
 * creates the copy Pending Approval with renewedFromJobId.
 */
export default function RenewJobPopup({ job, onClose }: { job: Job; onClose: () => void }) {
  const client = useQueryClient();
  const renew = useMutation({
    mutationFn: (values: Values) =>
      api.jobs.renew(job.id, {
        // The schema refused an empty contract before this runs.
        contractId: values.contractId ?? job.contractId,
        startDate: toWireDate(values.startDate) ?? values.startDate,
        endDate: toWireDate(values.endDate) ?? values.endDate,
        positions: Number(values.positions),
        hourlyRate: fromCurrency(values.hourlyRate),
      }),
    onSuccess: async () => {
      toast.success(RENEWED_MESSAGE);
      await client.invalidateQueries({ queryKey: queryKeys.resource(api.jobs.path) });
    },
  });
  return (
    <FormPopup<Values>
      title={`Renew ${job.name}`}
      schema={schema}
      initial={{
        contractId: null,
        startDate: '',
        endDate: '',
        positions: String(job.positions),
        hourlyRate: toCurrency(job.hourlyRate),
      }}
      size="medium"
      fields={
        <>
          <ContractField />
          <Field.Date name="startDate" label="Start Date" required deps={['endDate']} />
          <Field.Date name="endDate" label="End Date" required deps={['startDate']} />
          <Field.Text name="positions" label="Capacity" required />
          <HourlyRateField />
        </>
      }
      onSave={(values) => renew.mutateAsync(values)}
      onClose={onClose}
    />
  );
}
