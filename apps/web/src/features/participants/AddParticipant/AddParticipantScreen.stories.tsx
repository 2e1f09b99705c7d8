import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { KitHarness, storySetup } from '../../../kit/testing/kitHarness.tsx';
import { createdStudent, TODAY, wizardLists } from './addParticipantFixtures.ts';
import { AddParticipantScreen } from './AddParticipantScreen.tsx';
import { DUPLICATE_SSN_WARNING } from './AddParticipantWizard.tsx';

const meta = {
  title: 'Participants/Add Participant',
  component: AddParticipantScreen,
  args: { today: TODAY },
  decorators: [(Story) => <KitHarness withTheme={false} screen={<Story />} />],
  beforeEach: storySetup(['ADD_STUDENT'], { ...wizardLists, 'POST /students/ssn-check': { body: { exists: true } } }),
} satisfies Meta<typeof AddParticipantScreen>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The wizard as it opens: the section list, Next blocked until a program is chosen. */
/** The wizard as it opens, Next off until a step is filled (the screen's tests walk it). */
export const Open: Story = {};

/** An SSN already on file: the warning under the field (the wizard still submits). */
export const DuplicateSsn: Story = {
  play: async ({ canvasElement }) => {
    const body = within(canvasElement.ownerDocument.body);
    const wizard = within(await body.findByRole('dialog', { name: 'Add Participant' }));
    await userEvent.click(wizard.getByRole('combobox', { name: 'Organization' }));
    await userEvent.click(await body.findByRole('option', { name: 'Three Rivers Youth Works' }));
    await userEvent.click(wizard.getByRole('combobox', { name: 'Enrollment Program' }));
    await userEvent.click(await body.findByRole('option', { name: 'Summer Youth Employment 2026' }));
    await userEvent.click(wizard.getByRole('button', { name: 'Next' }));
    await userEvent.type(wizard.getByRole('textbox', { name: 'SSN' }), '219446781');
    await expect(await wizard.findByText(DUPLICATE_SSN_WARNING)).toBeVisible();
  },
};

export const NoRights: Story = {
  beforeEach: storySetup(['VIEW_STUDENT'], wizardLists),
};

/**
 * Every step filled and Submit: the participant is created and the wizard says so. Named to sort
 * after DuplicateSsn (stories run in export name order), which stands for the SSN check in the
 * refusals test, so this one stands for the create.
 */
export const Submitted: Story = {
  beforeEach: storySetup(['ADD_STUDENT'], {
    ...wizardLists,
    'POST /students/ssn-check': { body: { exists: false } },
    'POST /students': { status: 201, body: createdStudent },
  }),
  play: async ({ canvasElement }) => {
    const body = within(canvasElement.ownerDocument.body);
    const wizard = within(await body.findByRole('dialog', { name: 'Add Participant' }));
    const choose = async (name: string, option: string) => {
      await userEvent.click(wizard.getByRole('combobox', { name }));
      await userEvent.click(await body.findByRole('option', { name: option }));
    };
    await choose('Organization', 'Three Rivers Youth Works');
    await choose('Enrollment Program', 'Summer Youth Employment 2026');
    await userEvent.click(wizard.getByRole('button', { name: 'Next' }));
    await userEvent.type(wizard.getByRole('textbox', { name: 'First Name' }), 'Jasmine');
    await userEvent.type(wizard.getByRole('textbox', { name: 'Last Name' }), 'Whitfield');
    await userEvent.type(wizard.getByRole('textbox', { name: 'Birth Date' }), '04172009{Enter}');
    await userEvent.type(wizard.getByRole('textbox', { name: 'SSN' }), '219446781{Tab}');
    await userEvent.click(wizard.getByRole('button', { name: 'Next' }));
    await userEvent.type(wizard.getByRole('textbox', { name: 'Phone' }), '4125550142');
    await userEvent.type(wizard.getByRole('textbox', { name: 'Address Line 1' }), '2214 Centre Avenue');
    await userEvent.type(wizard.getByRole('textbox', { name: 'City' }), 'Pittsburgh');
    await userEvent.type(wizard.getByRole('textbox', { name: 'Zip Code' }), '15219');
    await userEvent.click(wizard.getByRole('button', { name: 'Next' }));
    await choose('Payment Method', 'Debit');
    await userEvent.click(wizard.getByRole('button', { name: 'Next' }));
    await userEvent.type(wizard.getByRole('textbox', { name: 'Work Permit Expires' }), '04162027{Enter}');
    await userEvent.click(wizard.getByRole('button', { name: 'Submit' }));
    await expect(await body.findByText('Participant successfully created')).toBeVisible();
  },
};
