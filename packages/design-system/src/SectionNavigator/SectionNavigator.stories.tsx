import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, waitFor } from 'storybook/test';
import { ContentSwitcher } from './ContentSwitcher.tsx';
import { SectionNavigator, type NavigatorSection } from './SectionNavigator.tsx';

function Block({ lines }: { lines: string[] }) {
  return (
    <ul style={{ minHeight: 420, margin: 0 }}>
      {lines.map((line) => (
        <li key={line}>{line}</li>
      ))}
    </ul>
  );
}

const sections: NavigatorSection[] = [
  {
    id: 'citizenship',
    title: 'Citizenship',
    count: 2,
    content: <Block lines={['US Passport — Complete', 'Birth certificate — Complete']} />,
  },
  {
    id: 'income',
    title: 'Income',
    count: 3,
    content: <Block lines={['Pay stub 03/2025 — Complete', 'Pay stub 04/2025 — Complete', 'W-4 — Incomplete']} />,
  },
  {
    id: 'documents',
    title: 'Documents',
    count: 4,
    content: <Block lines={['Proof of address', 'Working papers — Not Present', 'Social security card', 'Photo ID']} />,
  },
  {
    id: 'clearances',
    title: 'Clearances',
    count: 1,
    content: <Block lines={['SCR Clearance — Incomplete - Requires Clearances']} />,
  },
  { id: 'summary', title: 'Summary', content: <Block lines={['Reviewer: Janet Rivera, 05/14/2025']} /> },
];

const meta = {
  title: 'Navigation/SectionNavigator',
  component: SectionNavigator,
  args: {
    sections,
    incompleteItems: [
      { id: 'w4', label: 'W-4', sectionId: 'income', status: 'Incomplete' },
      { id: 'papers', label: 'Working papers', sectionId: 'documents', status: 'Not Present' },
      { id: 'scr', label: 'SCR Clearance', sectionId: 'clearances', status: 'Incomplete - Requires Clearances' },
    ],
    onSectionChange: fn(),
  },
} satisfies Meta<typeof SectionNavigator>;
export default meta;
type Story = StoryObj<typeof meta>;

export const WithIncompleteItems: Story = {};
export const AllComplete: Story = { args: { incompleteItems: [] } };
export const WithoutIncompleteList: Story = { args: { incompleteItems: undefined } };
export const ScrollToSection: Story = {
  play: async ({ canvas, userEvent, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: /^Documents/ }));
    const heading = canvas.getByRole('heading', { name: 'Documents' });
    await waitFor(() => expect(Math.round(heading.getBoundingClientRect().top)).toBe(240));
    await expect(canvas.getByRole('button', { name: /^Documents/ })).toHaveAttribute('aria-current', 'true');
    await expect(args.onSectionChange).toHaveBeenCalledWith({ sectionId: 'documents' });
  },
};

export const LazySectionPreloads: Story = {
  // A short delay stands in for the 5 s default so the story stays quick.
  args: {
    preloadDelayMs: 300,
    sections: [
      ...sections,
      {
        id: 'signature',
        title: 'Signature',
        lazy: true,
        content: <Block lines={['Signed by Maria Lopez on 05/01/2025']} />,
      },
    ],
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Loading Signature…')).toBeInTheDocument();
    await waitFor(() => expect(canvas.getByText('Signed by Maria Lopez on 05/01/2025')).toBeInTheDocument());
  },
};

const switcherSections = ['Profile', 'Family', 'Income', 'Documents', 'Notes', 'History'].map((title, index) => ({
  id: title.toLowerCase(),
  title,
  count: index + 1,
  content: <Block lines={[`${title} of Keisha Thompson (ID 104233)`]} />,
}));

export const Switcher: StoryObj<typeof ContentSwitcher> = {
  render: () => <ContentSwitcher label="Applicant" sections={switcherSections} onSectionChange={fn()} />,
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('tab', { name: /^Income/ }));
    await userEvent.keyboard('{ArrowRight}');
    await expect(canvas.getByRole('tab', { name: /^Documents/ })).toHaveFocus();
    await expect(canvas.getByRole('tabpanel')).toHaveTextContent('Documents of Keisha Thompson (ID 104233)');
  },
};
