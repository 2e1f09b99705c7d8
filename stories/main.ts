import type { StorybookConfig } from '@storybook/react-vite';

// Stories live next to their components; this folder only holds configuration.
const config = {
  stories: ['../packages/*/src/**/*.stories.tsx', '../apps/web/src/**/*.stories.tsx'],
  addons: ['@storybook/addon-docs', '@storybook/addon-a11y', '@storybook/addon-vitest'],
  framework: { name: '@storybook/react-vite', options: {} },
  // react-docgen parses prop types without the TypeScript compiler API (react-docgen-typescript
  // does not support TypeScript 6 yet); see docs/adr/022.
  typescript: { reactDocgen: 'react-docgen' },
  core: { disableTelemetry: true, disableWhatsNewNotifications: true },
} satisfies StorybookConfig;

export default config;
