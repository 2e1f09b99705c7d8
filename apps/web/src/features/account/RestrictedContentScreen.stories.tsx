import type { Meta, StoryObj } from '@storybook/react-vite';
import { withoutLeftoverToasts } from './accountFixtures.tsx';
import { RestrictedContentScreen } from './RestrictedContentScreen.tsx';

const meta = {
  title: 'Account/Restricted Content',
  component: RestrictedContentScreen,
  beforeEach: withoutLeftoverToasts,
} satisfies Meta<typeof RestrictedContentScreen>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
