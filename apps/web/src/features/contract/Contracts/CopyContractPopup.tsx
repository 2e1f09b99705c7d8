import type { ContractDetail } from '@pathway/api-client';
import { toast } from '@pathway/design-system';
import { dateText, messages, startBeforeEndCheck, text } from '@pathway/validation';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { Field } from '../../../kit/form.ts';
import { FormPopup } from '../../../kit/views/FormPopup.tsx';
import * as api from '../../../lib/api.ts';
import { queryKeys } from '../../../lib/queryClient.ts';
import { contractCode, wireDate } from './contractForm.tsx';

const schema = z
  .object({
    contractCode: contractCode(),
    name: text({ required: messages.required, max: 100 }),
    startDate: dateText({ label: 'Start Date', required: true }),
    endDate: dateText({ label: 'End Date', required: true }),
    copyWorksiteLinks: z.boolean(),
    copyJobs: z.boolean(),
    copyCardDelivery: z.boolean(),
  })
  .superRefine(startBeforeEndCheck('startDate', 'endDate'), { when: () => true });
type Values = z.infer<typeof schema>;

/** Our wording (the spec names the copy but not its toast), in the pattern of section 8. */
export const COPIED_MESSAGE = 'Contract successfully copied';

/**
 * Copy a contract into a new Draft with a new code and period (loaded on the first Copy). Copied
 * jobs start Pending Approval again; copying jobs also copies the worksite links they need.
 */
export default function CopyContractPopup({ contract, onClose }: { contract: ContractDetail; onClose: () => void }) {
  const client = useQueryClient();
  const copy = useMutation({
    mutationFn: (values: Values) =>
      api.contracts.copy(contract.id, {
        contractCode: values.contractCode.trim(),
        name: values.name.trim(),
        startDate: wireDate(values.startDate),
        endDate: wireDate(values.endDate),
        copyWorksiteLinks: values.copyWorksiteLinks,
        copyJobs: values.copyJobs,
        copyCardDelivery: values.copyCardDelivery,
      }),
    onSuccess: async () => {
      toast.success(COPIED_MESSAGE);
      await client.invalidateQueries({ queryKey: queryKeys.resource(api.contracts.path) });
    },
  });
  return (
    <FormPopup<Values>
      title={`Copy ${contract.contractCode}`}
      schema={schema}
      initial={{
        contractCode: '',
        name: contract.name,
        startDate: '',
        endDate: '',
        copyWorksiteLinks: true,
        copyJobs: false,
        copyCardDelivery: true,
      }}
      size="medium"
      fields={
        <>
          <Field.Text name="contractCode" label="Contract Code" required />
          <Field.Text name="name" label="Name" required />
          <Field.Date name="startDate" label="Start Date" required deps={['endDate']} />
          <Field.Date name="endDate" label="End Date" required deps={['startDate']} />
          <Field.Checkbox name="copyWorksiteLinks" label="Copy Worksite Links" />
          <Field.Checkbox name="copyJobs" label="Copy Jobs" />
          <Field.Checkbox name="copyCardDelivery" label="Copy Card Delivery" />
        </>
      }
      onSave={(values) => copy.mutateAsync(values)}
      onClose={onClose}
    />
  );
}
