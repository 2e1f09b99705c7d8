import type { Preview } from '@storybook/react-vite';
import { configure } from 'storybook/test';
// The theme module directly, not the package index: a component in progress elsewhere in the
// package cannot break every story.
import { ThemeProvider } from '../packages/design-system/src/theme/index.ts';
import { toast } from '../packages/design-system/src/Toast/index.ts';
import { settle } from './settle.ts';
import { waitCeilingMs } from './waitCeiling.ts';

configure({ asyncUtilTimeout: waitCeilingMs });

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
  // A story is judged in its final state: axe (the addon's afterEach runs after this one) and the
  // visual test's screenshot see the data that arrived, not the first frame, even without a play.
  // A story that shows loading on purpose sets `parameters.visual.settle: false`: then only the
  // page's coming to rest is waited for, not the end of loading.
  afterEach: async ({ parameters, id }) => {
    const loadingEnds = (parameters as { visual?: { settle?: boolean } }).visual?.settle !== false;
    if (!(await settle({ loadingEnds }))) console.warn(`settle: ${id} still looked busy after 5 s; judged as it was.`);
  },
  tags: ['autodocs'],
};

export default preview;
