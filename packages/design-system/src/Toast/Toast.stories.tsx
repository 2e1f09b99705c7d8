import { useEffect } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, waitFor } from 'storybook/test';
import { Button } from '../Button/Button.tsx';
import { Toaster } from './Toaster.tsx';
import { toast } from './toast.ts';

/** Shows the four kinds at once and keeps them until the story unmounts. */
function Stack() {
  useEffect(() => {
    toast.success('Contact successfully added', { duration: Infinity });
    toast.error('Request data status 500', { duration: Infinity });
    toast.warning('Your password has to be updated. Please enter a new one.', { duration: Infinity });
    toast.info('Payroll calendar for 2026 is available.', { duration: Infinity });
    return () => toast.clear();
  }, []);
  return null;
}

function Trigger() {
  useEffect(() => () => toast.clear(), []);
  return (
    <>
      <Button onClick={() => toast.success('Contact successfully updated', { duration: 300 })}>Save Contact</Button>
      <Button variant="secondary" onClick={() => toast.error('Something went wrong!')}>
        Fail
      </Button>
    </>
  );
}

const meta = {
  title: 'Feedback/Toast',
  component: Toaster,
  // The region itself is mounted by ThemeProvider (the preview decorator).
  render: () => <Stack />,
} satisfies Meta<typeof Toaster>;
export default meta;
type Story = StoryObj<typeof meta>;

export const AllKinds: Story = {
  play: async () => {
    await expect(await screen.findByText('Success')).toBeInTheDocument();
    await expect(screen.getByRole('alert')).toHaveTextContent('ErrorRequest data status 500');
  },
};

export const AutoDismiss: Story = {
  render: () => <Trigger />,
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Save Contact' }));
    const region = screen.getByRole('region', { name: 'Notifications' });
    await expect(region).toHaveAttribute('aria-live', 'polite');
    const status = await screen.findByRole('status');
    await expect(status).toHaveTextContent('SuccessContact successfully updated');
    await waitFor(() => expect(screen.queryByText('Contact successfully updated')).not.toBeInTheDocument());
  },
};

export const DismissByButton: Story = {
  render: () => <Trigger />,
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Fail' }));
    await userEvent.click(await screen.findByRole('button', { name: 'Dismiss Error notification' }));
    await waitFor(() => expect(screen.queryByText('Something went wrong!')).not.toBeInTheDocument());
  },
};
