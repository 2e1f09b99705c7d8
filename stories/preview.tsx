import type { Preview } from '@storybook/react-vite';
// The theme module directly, not the package index: a component in progress elsewhere in the
// package cannot break every story.
import { ThemeProvider } from '../packages/design-system/src/theme/index.ts';
import { toast } from '../packages/design-system/src/Toast/index.ts';

// Annotated rather than `satisfies`: the inferred type names Storybook internals.
const preview: Preview = {
  decorators: [
    (Story) => (
      <ThemeProvider>
        <Story />
      </ThemeProvider>
    ),
  ],
  parameters: {
    layout: 'padded',
    controls: { matchers: { color: /(background|color)$/i, date: /Date$/i } },
    // Every story is an accessibility test: any axe violation fails it (in Vitest and in the UI).
    a11y: { test: 'error' },
  },
  // Toasts live in a module-level store: without this, one story's toasts would show in the next.
  beforeEach: () => {
    toast.clear();
  },
  tags: ['autodocs'],
};

export default preview;
