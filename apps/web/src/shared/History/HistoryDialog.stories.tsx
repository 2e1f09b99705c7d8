import type { RecordHistoryPage } from '@pathway/api-client';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen } from 'storybook/test';
import { KitHarness, storySetup, type RecordedCall } from '../../kit/testing/kitHarness.tsx';
import HistoryDialog from './HistoryDialog.tsx';

/** Twelve writes: the first page holds ten, newest first. */
const entries: RecordHistoryPage['items'] = Array.from({ length: 12 }, (_, index) => ({
  id: 918300 - index,
  occurredAt: `2026-06-${String(30 - index).padStart(2, '0')}T13:12:44Z`,
  userName: index % 2 === 0 ? 'dwilliams' : 'kwashington',
  action: index === 11 ? 'Create' : 'Update',
  actionName: index === 11 ? 'create' : index === 5 ? 'payment-method' : 'update',
  operationId: index === 11 ? 'studentsCreate' : index === 1 ? 'studentGuardiansUpdate' : 'studentsUpdate',
  // The second newest is a write to one of the participant's guardians, a part of the record.
  ...(index === 1 ? { part: 'Guardian' } : {}),
  changes:
    index === 1
      ? [{ field: 'relationshipId', label: 'Relationship', before: 'Mother', after: 'Legal Guardian' }]
      : index === 0
        ? [
            { field: 'mainPhone', label: 'Phone', before: '(412) 555-0134', after: '(412) 555-0199' },
            { field: 'ssn', label: 'SSN', before: '*****6781', after: '*****6782' },
            {
              field: 'organizationId',
              label: 'Organization',
              before: 'Partner4Work',
              after: 'Urban League of Greater Pittsburgh',
            },
          ]
        : [
            {
              field: 'city',
              label: 'City',
              before: 'Pittsburgh',
              after: index % 2 === 0 ? 'Pittsburgh' : 'Wilkinsburg',
            },
          ],
}));

const asked = fn<(call: RecordedCall) => void>();

const meta = {
  title: 'Shared/History',
  component: HistoryDialog,
  args: { type: 'participant', recordId: 48213, name: 'Jasmine R Whitfield', onClose: fn() },
  decorators: [(Story) => <KitHarness withTheme={false} screen={<Story />} />],
  beforeEach: storySetup(['VIEW_RECORD_HISTORY'], {
    'GET /history/participant/48213': (call) => {
      asked(call);
      const page = Number(new URL(call.path, 'http://x').searchParams.get('page') ?? '1');
      return { body: { items: entries.slice((page - 1) * 10, page * 10), total: entries.length } };
    },
  }),
} satisfies Meta<typeof HistoryDialog>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The newest write first, its SSN masked, then a guardian's edit by its part; the pager reads the older writes. */
export const Paged: Story = {
  play: async ({ userEvent }) => {
    asked.mockClear();
    const dialog = await screen.findByRole('dialog', { name: 'History of Jasmine R Whitfield' });
    const newest = await screen.findByRole('table', { name: /^Fields changed: Update by dwilliams on 06\/30\/2026/ });
    await expect(newest).toHaveTextContent('SSN*****6781*****6782');
    await expect(
      await screen.findByRole('table', { name: /^Fields changed: Update Guardian by kwashington/ }),
    ).toHaveTextContent('RelationshipMotherLegal Guardian');
    await expect(dialog).toHaveTextContent('Page 1 of 2');
    await userEvent.click(screen.getByRole('button', { name: 'Older' }));
    await expect(await screen.findByRole('table', { name: /^Fields changed: Create by kwashington/ })).toBeVisible();
    await expect(asked.mock.calls.at(-1)?.[0].path).toBe('/history/participant/48213?page=2&pageSize=10');
  },
};

/** A role without VIEW_RECORD_HISTORY that reaches the dialog anyway reads the server's refusal. */
export const Refused: Story = {
  beforeEach: storySetup([], {
    'GET /history/participant/48213': {
      status: 403,
      body: { message: 'You do not have rights to do this (it needs VIEW_RECORD_HISTORY).' },
    },
  }),
  play: async () => {
    const dialog = await screen.findByRole('dialog', { name: 'History of Jasmine R Whitfield' });
    const [message] = await screen.findAllByText(/You do not have rights/);
    await expect(message).toBeVisible();
    await expect(dialog).toBeVisible();
  },
};
