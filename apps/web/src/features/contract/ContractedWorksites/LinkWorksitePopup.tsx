import { MAX_PAGE_SIZE } from '@pathway/api-client';
import { toast } from '@pathway/design-system';
import { messages } from '@pathway/validation';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { Field, useOptions } from '../../../kit/form.ts';
import { FormPopup } from '../../../kit/views/FormPopup.tsx';
import * as api from '../../../lib/api.ts';
import { queryKeys } from '../../../lib/queryClient.ts';
import { LINKED_MESSAGE } from './ContractedWorksitesScreen.tsx';

const chosen = () =>
  z
    .number({ error: messages.required })
    .nullable()
    .refine((value): boolean => value !== null, messages.required);
const schema = z.object({ contractId: chosen(), worksiteId: chosen() });
type Values = z.infer<typeof schema>;

/** Only an Active contract takes worksites and only an approved worksite is linked (the server's rules). */
function Choices() {
  const contracts = useOptions<number>(['contracts', 'options', 'Active'], async () =>
    (
      await api.contracts.search({
        filters: [{ field: 'status', operator: 'eq', value: 'Active' }],
        sort: [{ field: 'contractCode', direction: 'asc' }],
        page: 1,
        pageSize: MAX_PAGE_SIZE,
      })
    ).items.map((row) => ({ value: row.id, label: `${row.contractCode} - ${row.name}` })),
  );
  const worksites = useOptions<number>(['worksites', 'options', 'Approved'], async () =>
    (
      await api.worksites.search({
        filters: [{ field: 'status', operator: 'eq', value: 'Approved' }],
        sort: [{ field: 'name', direction: 'asc' }],
        page: 1,
        pageSize: MAX_PAGE_SIZE,
      })
    ).items.map((row) => ({ value: row.id, label: row.name })),
  );
  return (
    <>
      <Field.SearchableSelect name="contractId" label="Contract" required items={contracts.items} />
      <Field.SearchableSelect name="worksiteId" label="Worksite" required items={worksites.items} />
    </>
  );
}

/** Links an approved worksite to an Active contract. */
export default function LinkWorksitePopup({ onClose }: { onClose: () => void }) {
  const client = useQueryClient();
  const link = useMutation({
    mutationFn: ({ contractId, worksiteId }: Values) =>
      // The schema refused empty choices before this runs.
      api.approvals.link({ contractId: contractId ?? 0, worksiteId: worksiteId ?? 0 }),
    onSuccess: async () => {
      toast.success(LINKED_MESSAGE);
      await Promise.all(
        [queryKeys.resource(api.contractedWorksites.path), queryKeys.resource(api.contracts.path)].map((queryKey) =>
          client.invalidateQueries({ queryKey }),
        ),
      );
    },
  });
  return (
    <FormPopup<Values>
      title="Link Worksite"
      schema={schema}
      initial={{ contractId: null, worksiteId: null }}
      size="medium"
      fields={<Choices />}
      onSave={(values) => link.mutateAsync(values)}
      onClose={onClose}
    />
  );
}
