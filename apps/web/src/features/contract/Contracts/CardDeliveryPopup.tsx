import { toApiError, type CardDeliverySetup, type ContractDetail } from '@pathway/api-client';
import { formatDate, toast, type SelectItem } from '@pathway/design-system';
import { dateText, messages, text } from '@pathway/validation';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { Field, useOptions } from '../../../kit/form.ts';
import { FormPopup } from '../../../kit/views/FormPopup.tsx';
import * as api from '../../../lib/api.ts';
import { queryKeys } from '../../../lib/queryClient.ts';
import { wireDate } from './contractForm.tsx';

const METHODS = [
  'Mail to Participant',
  'Pickup at Worksite',
  'Pickup at Provider Office',
] as const satisfies readonly CardDeliverySetup['deliveryMethod'][];
const methodItems: SelectItem<string>[] = METHODS.map((method) => ({ value: method, label: method }));

const schema = z
  .object({
    cardProviderId: z
      .number({ error: messages.required })
      .nullable()
      .refine((value): boolean => value !== null, messages.required),
    deliveryMethod: z.enum(METHODS),
    deliveryLocationId: z.number().nullable(),
    attentionTo: text({ max: 80 }),
    firstPayDate: dateText({ label: 'First Pay Date' }),
  })
  // Cards are shipped to a location unless they are mailed to each participant (the server's rule).
  .refine((values) => values.deliveryMethod === 'Mail to Participant' || values.deliveryLocationId !== null, {
    message: messages.required,
    path: ['deliveryLocationId'],
  });
type Values = z.infer<typeof schema>;

/** Our wording (section 8 names no toast for it), in the pattern of the success toasts. */
export const CARD_DELIVERY_SAVED = 'Card delivery setup successfully saved';

/** The setup, or undefined while the contract has none (the server answers 404 then). */
async function setupOf(contractId: number): Promise<CardDeliverySetup | null> {
  try {
    return await api.contracts.cardDelivery(contractId);
  } catch (error) {
    if (toApiError(error).status === 404) return null;
    throw error;
  }
}

function ProviderAndLocation() {
  const providers = useOptions<number>(['card-providers', 'options'], async () =>
    (await api.lookups.cardProviderOptions()).map((option) => ({ value: option.id, label: option.text })),
  );
  const locations = useOptions<number>(['locations', 'list'], async () =>
    (await api.locations.list()).map((location) => ({ value: location.id, label: location.name })),
  );
  return (
    <>
      <Field.Select name="cardProviderId" label="Card Provider" required items={providers.items} />
      <Field.Select name="deliveryMethod" label="Delivery Method" required items={methodItems} />
      <Field.Select name="deliveryLocationId" label="Delivery Location" items={locations.items} />
    </>
  );
}

/**
 * How the payroll debit cards of a contract reach participants (loaded on the first Card Delivery):
 * the setup is read first; a contract without one starts from an empty form saved with version 0.
 */
export default function CardDeliveryPopup({ contract, onClose }: { contract: ContractDetail; onClose: () => void }) {
  const client = useQueryClient();
  const key = [...queryKeys.resource(api.contracts.path), contract.id, 'card-delivery'];
  const setup = useQuery({ queryKey: key, queryFn: () => setupOf(contract.id) });
  const save = useMutation({
    mutationFn: (values: Values) =>
      api.contracts.saveCardDelivery(contract.id, {
        // The schema refused an empty provider before this runs.
        cardProviderId: values.cardProviderId ?? 0,
        deliveryMethod: values.deliveryMethod,
        deliveryLocationId: values.deliveryLocationId,
        attentionTo: values.attentionTo.trim() === '' ? null : values.attentionTo.trim(),
        firstPayDate: values.firstPayDate === '' ? null : wireDate(values.firstPayDate),
        version: setup.data?.version ?? 0,
      }),
    onSuccess: async () => {
      toast.success(CARD_DELIVERY_SAVED);
      await client.invalidateQueries({ queryKey: key });
    },
  });
  if (setup.data === undefined) return null;
  const current = setup.data;
  return (
    <FormPopup<Values>
      title={`Card Delivery — ${contract.contractCode}`}
      schema={schema}
      initial={{
        cardProviderId: current?.cardProviderId ?? null,
        deliveryMethod: current?.deliveryMethod ?? 'Mail to Participant',
        deliveryLocationId: current?.deliveryLocationId ?? null,
        attentionTo: current?.attentionTo ?? '',
        firstPayDate: formatDate(current?.firstPayDate ?? null),
      }}
      size="medium"
      fields={
        <>
          <ProviderAndLocation />
          <Field.Text name="attentionTo" label="Attention To" />
          <Field.Date name="firstPayDate" label="First Pay Date" />
        </>
      }
      onSave={(values) => save.mutateAsync(values)}
      onClose={onClose}
    />
  );
}
