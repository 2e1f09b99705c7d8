import { Button } from '@pathway/design-system';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { ScreenPage } from './ScreenPage.tsx';

const meta = {
  title: 'Kit/ScreenPage',
  component: ScreenPage,
  args: {
    title: 'Quality Review',
    children: (
      <>
        <p>The applications waiting for a quality review, oldest first.</p>
        <p>Open one to review its documents.</p>
      </>
    ),
  },
} satisfies Meta<typeof ScreenPage>;
export default meta;
type Story = StoryObj<typeof meta>;

/** A screen's heading above its parts; the heading names the page region. */
export const Default: Story = {};

/** The screen's own actions sit at the far end of the heading's line. */
export const WithActions: Story = {
  args: {
    title: 'Applicant Review',
    spacing: 'wide',
    actions: (
      <>
        <Button variant="secondary">History</Button>
        <a href="#print">Printable review</a>
      </>
    ),
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const heading = canvas.getByRole('heading', { level: 1, name: 'Applicant Review' });
    const link = canvas.getByRole('link', { name: 'Printable review' });
    await expect(link).toBeVisible();
    // On one line: the link's top lies within the heading's height.
    const headingBox = heading.getBoundingClientRect();
    await expect(link.getBoundingClientRect().top).toBeLessThan(headingBox.bottom);
  },
};
