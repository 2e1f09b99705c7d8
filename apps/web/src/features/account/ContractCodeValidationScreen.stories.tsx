import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { ScreenHarness, stubFetch, withoutLeftoverToasts } from './accountFixtures.tsx';
import { ContractCodeValidationScreen } from './ContractCodeValidationScreen.tsx';

const meta = {
  title: 'Account/Contract Code Validation',
  component: ContractCodeValidationScreen,
  decorators: [(Story) => <ScreenHarness path="/contract-code-validation" withTheme={false} screen={<Story />} />],
  beforeEach: withoutLeftoverToasts,
} satisfies Meta<typeof ContractCodeValidationScreen>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = {};

export const InvalidCode: Story = {
  beforeEach: () =>
    stubFetch({
      'POST /users/validate-contract-code': {
        body: { contractCode: 'SYEP-2019-003', isValid: false, message: 'This contract has ended.' },
      },
    }),
  play: async ({ canvas, userEvent }) => {
    await userEvent.type(canvas.getByRole('textbox', { name: 'Contract Code' }), 'SYEP-2019-003');
    await userEvent.click(canvas.getByRole('button', { name: 'Validate' }));
    await expect(await canvas.findByText('This contract has ended.')).toBeVisible();
  },
};
