import { formatDate } from '@pathway/design-system';
import { amountText, dateText, HOURS_CAP_BOUNDS, startBeforeEndCheck } from '@pathway/validation';
import { z } from 'zod';
import { Field } from '../../../../kit/form.ts';
import * as api from '../../../../lib/api.ts';
import { ListSelect } from '../ListSelect/ListSelect.tsx';
import { recordForm, wireDate, numberOrNull, numberText2, chosen, must } from '../recordForm.ts';

const contractSchema = z
  .object({
    contractId: chosen(),
    startDate: dateText({ label: 'Start Date', required: true }),
    endDate: dateText({ label: 'End Date', required: true }),
    maxHours: amountText({ unit: 'hours', bounds: HOURS_CAP_BOUNDS }),
    maxIncentiveAmount: amountText({ unit: 'money' }),
  })
  .superRefine(startBeforeEndCheck('startDate', 'endDate'), { when: () => true });

export const contractForm = recordForm<'contracts', z.infer<typeof contractSchema>>({
  schema: contractSchema,
  empty: { contractId: null, startDate: '', endDate: '', maxHours: '', maxIncentiveAmount: '' },
  fromRow: (row) => ({
    contractId: row.contractId,
    startDate: formatDate(row.startDate),
    endDate: formatDate(row.endDate),
    maxHours: numberText2(row.maxHours),
    maxIncentiveAmount: numberText2(row.maxIncentiveAmount),
  }),
  toBody: (values) => ({
    contractId: must(values.contractId),
    startDate: wireDate(values.startDate),
    endDate: wireDate(values.endDate),
    maxHours: numberOrNull(values.maxHours),
    maxIncentiveAmount: numberOrNull(values.maxIncentiveAmount),
  }),
  // Only the participant's organization's contracts: the server refuses another's.
  fields: ({ organizationId }) => (
    <>
      <ListSelect
        name="contractId"
        label="Contract"
        required
        queryKey={['/organizations/contract-codes', organizationId]}
        load={async () =>
          (await api.organizations.contractCodesOf(organizationId)).map((contract) => ({
            value: contract.id,
            label: contract.contractCode,
          }))
        }
      />
      <Field.Date name="startDate" label="Start Date" required />
      <Field.Date name="endDate" label="End Date" required deps={['startDate']} />
      <Field.Text name="maxHours" label="Max Hours" />
      <Field.Text name="maxIncentiveAmount" label="Max Incentive" />
    </>
  ),
});
