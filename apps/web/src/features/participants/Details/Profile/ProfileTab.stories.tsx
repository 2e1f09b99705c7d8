import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, waitFor, within } from 'storybook/test';
import { KitHarness, never, storySetup, type RecordedCall } from '../../../../kit/testing/kitHarness.tsx';
import { profileHandlers, student } from './profileFixtures.ts';
import { ProfileTab } from './ProfileTab.tsx';

const saved = fn<(call: RecordedCall) => void>();

const meta = {
  title: 'Participants/Details/Profile',
  component: ProfileTab,
  args: { studentId: 48213 },
  decorators: [(Story) => <KitHarness withTheme={false} screen={<Story />} />],
  beforeEach: storySetup(['VIEW_STUDENT'], profileHandlers),
} satisfies Meta<typeof ProfileTab>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Read-only without MAINTAIN_STUDENT: the person, the guardian to call, who created and changed the record. */
export const ReadOnly: Story = {
  play: async ({ canvas }) => {
    const facts = await canvas.findByLabelText('Participant profile');
    await expect(facts).toHaveTextContent('Birth Date04/17/2009');
    await expect(facts).toHaveTextContent('Address2214 Centre Avenue, Apt 3B, Pittsburgh, PA 15219-3412');
    await expect(facts).toHaveTextContent('Cell Phone—');
    await expect(facts).toHaveTextContent('GuardianDenise Whitfield (Mother)');
    await expect(facts).toHaveTextContent('Guardian Phone(412) 555-0199');
    await expect(facts).toHaveTextContent('Created Byjmorales');
    await expect(facts).toHaveTextContent('Modified Bykwashington');
    await expect(facts).toHaveTextContent('AvailableThe whole program');
    await expect(facts).toHaveTextContent('Wants Last Summer’s WorksiteNo');
    await expect(canvas.queryByRole('button', { name: 'Edit Profile' })).toBeNull();
  },
};

export const Loading: Story = {
  beforeEach: storySetup(['VIEW_STUDENT'], { ...profileHandlers, 'GET /students/48213': never }),
  // Shows loading on purpose: captured once at rest, without waiting for data that never comes.
  parameters: { visual: { settle: false } },
};

/** With MAINTAIN_STUDENT: the phone typed through its mask is saved with the version read. */
export const EditPhone: Story = {
  beforeEach: storySetup(['VIEW_STUDENT', 'MAINTAIN_STUDENT'], {
    ...profileHandlers,
    'PUT /students/48213': (call) => {
      saved(call);
      return { body: { ...student, mainPhone: '(412) 555-0123', version: 7 } };
    },
  }),
  play: async ({ canvas, userEvent }) => {
    saved.mockClear();
    await userEvent.click(await canvas.findByRole('button', { name: 'Edit Profile' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit Profile' });
    const phone = await within(dialog).findByRole('textbox', { name: 'Main Phone' });
    await userEvent.clear(phone);
    await userEvent.type(phone, '4125550123');
    await expect(phone).toHaveValue('(412) 555-0123');
    await userEvent.click(screen.getByRole('button', { name: 'Submit' }));
    await waitFor(() => expect(saved).toHaveBeenCalledTimes(1));
    await expect(saved.mock.calls[0]?.[0].body).toMatchObject({
      mainPhone: '(412) 555-0123',
      birthDate: '2009-04-17',
      ssn: '219-44-6781',
      version: 6,
    });
  },
};

/** A bad phone is refused under its field and nothing is sent. */
export const IncompletePhone: Story = {
  beforeEach: storySetup(['VIEW_STUDENT', 'MAINTAIN_STUDENT'], profileHandlers),
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(await canvas.findByRole('button', { name: 'Edit Profile' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit Profile' });
    const phone = await within(dialog).findByRole('textbox', { name: 'Cell Phone' });
    await userEvent.type(phone, '41255');
    await userEvent.click(screen.getByRole('button', { name: 'Submit' }));
    await expect(await screen.findByText('Phone is invalid.')).toBeVisible();
  },
};

/** The placement's facts (issue 30): the days the participant can work and the wish to go back. */
export const EditAvailability: Story = {
  beforeEach: storySetup(['VIEW_STUDENT', 'MAINTAIN_STUDENT'], {
    ...profileHandlers,
    'PUT /students/48213': (call) => {
      saved(call);
      return {
        body: {
          ...student,
          availableFrom: '2026-07-06',
          availableTo: '2026-07-31',
          wantsPreviousWorksite: true,
          version: 7,
        },
      };
    },
  }),
  play: async ({ canvas, userEvent }) => {
    saved.mockClear();
    await userEvent.click(await canvas.findByRole('button', { name: 'Edit Profile' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit Profile' });
    await userEvent.type(await within(dialog).findByRole('textbox', { name: 'Available From' }), '07062026');
    await userEvent.type(within(dialog).getByRole('textbox', { name: 'Available To' }), '07312026');
    await userEvent.click(within(dialog).getByRole('checkbox', { name: 'Wants Last Summer’s Worksite' }));
    await userEvent.click(screen.getByRole('button', { name: 'Submit' }));
    await waitFor(() => expect(saved).toHaveBeenCalledTimes(1));
    await expect(saved.mock.calls[0]?.[0].body).toMatchObject({
      availableFrom: '2026-07-06',
      availableTo: '2026-07-31',
      wantsPreviousWorksite: true,
      version: 6,
    });
  },
};

/** Available To before Available From: the spec's date-order message, nothing sent. */
export const AvailabilityOutOfOrder: Story = {
  beforeEach: storySetup(['VIEW_STUDENT', 'MAINTAIN_STUDENT'], profileHandlers),
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(await canvas.findByRole('button', { name: 'Edit Profile' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit Profile' });
    await userEvent.type(await within(dialog).findByRole('textbox', { name: 'Available From' }), '07312026');
    await userEvent.type(within(dialog).getByRole('textbox', { name: 'Available To' }), '07062026{Enter}');
    await expect(await screen.findByText('Start Date must be less then End Date')).toBeVisible();
  },
};
