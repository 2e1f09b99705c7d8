// Flat config: type-aware typescript-eslint, React hooks, jsx-a11y, and the import boundaries of
// the style guide (packages never import apps; features never import each other).
import { readdirSync } from 'node:fs';
import js from '@eslint/js';
import importX from 'eslint-plugin-import-x';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import reactHooks from 'eslint-plugin-react-hooks';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';
import globals from 'globals';
import tseslint from 'typescript-eslint';

// Every folder under apps/web/src/features is a feature; none may import another (the shared
// dialogs live in apps/web/src/shared, the kit in apps/web/src/kit).
const featureDirs = readdirSync(new URL('./apps/web/src/features', import.meta.url), { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);

// The server's layers, lowest first (ADR 225): each may import its own and lower layers only. core/
// is the kernel every layer shares; the composition (app.ts, server.ts, main.ts, nightly.ts, cli/,
// dev/) puts the areas together. The pacts' provider states live in pact/, above all of them.
const api = './apps/api/src';
const apiLayers = [
  [`${api}/core`],
  [`${api}/db`, `${api}/config.ts`],
  [`${api}/auth`, `${api}/lib`, `${api}/seed`],
  [`${api}/http`],
  [`${api}/areas`],
  [
    `${api}/app.ts`,
    `${api}/server.ts`,
    `${api}/start.ts`,
    `${api}/main.ts`,
    `${api}/nightly.ts`,
    `${api}/cli`,
    `${api}/dev`,
  ],
];
// Every folder under apps/api/src/areas is an area; none may import another (ADR 225).
const apiAreaDirs = readdirSync(new URL('./apps/api/src/areas', import.meta.url), { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);

/** A popup under a nested Suspense could stay on its empty fallback after its chunk arrived (ADR 229). */
const LAZY_POPUP = {
  name: 'react',
  importNames: ['lazy'],
  message:
    'Load a popup with onDemand (lib/onDemand.tsx): a lazy one in a nested Suspense can stay unopened (ADR 229).',
};

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      '**/dist/**',
      '**/dist-*/**',
      '.tools/**',
      '.reports/**',
      'storybook-static/**',
      'test-results/**',
      'playwright-report/**',
      'pact/pacts/**',
      'packages/api-client/src/generated/**',
      'apps/api/src/core/database.generated.ts',
      'openapi/dist/**',
    ],
  },
  js.configs.recommended,
  {
    files: ['**/*.{js,mjs,cjs}'],
    languageOptions: { globals: { ...globals.node } },
  },
  {
    files: ['**/*.{ts,tsx}'],
    extends: [tseslint.configs.strictTypeChecked, tseslint.configs.stylisticTypeChecked],
    languageOptions: {
      parserOptions: { projectService: true, tsconfigRootDir: import.meta.dirname },
      globals: { ...globals.browser, ...globals.node },
    },
    rules: {
      '@typescript-eslint/restrict-template-expressions': ['error', { allowNumber: true }],
      '@typescript-eslint/no-confusing-void-expression': ['error', { ignoreArrowShorthand: true }],
      '@typescript-eslint/consistent-type-imports': 'error',
      '@typescript-eslint/no-non-null-assertion': 'error',
      '@typescript-eslint/no-explicit-any': 'error',
    },
  },
  {
    files: ['**/*.tsx'],
    plugins: { 'react-hooks': reactHooks, 'jsx-a11y': jsxA11y },
    rules: { ...reactHooks.configs.recommended.rules, ...jsxA11y.flatConfigs.strict.rules },
  },
  {
    files: ['packages/**/*.{ts,tsx}', 'apps/**/*.{ts,tsx}', 'pact/**/*.ts', 'stories/**/*.{ts,tsx}'],
    plugins: { 'import-x': importX },
    settings: {
      'import-x/resolver-next': [createTypeScriptImportResolver({ alwaysTryTypes: true })],
    },
    rules: {
      'import-x/no-cycle': 'error',
      'import-x/no-self-import': 'error',
      'import-x/no-restricted-paths': [
        'error',
        {
          zones: [
            { target: './packages', from: './apps', message: 'Packages know nothing of the app.' },
            { target: './packages', from: './pact', message: 'Packages know nothing of the tests around them.' },
            {
              target: './apps/api',
              from: './pact',
              message:
                'The server knows nothing of the pacts: the pact package holds the provider states and mounts them through buildApp (pact/src/provider/main.ts, ADR 184, ADR 225).',
            },

            {
              target: './packages/design-system',
              from: './packages/api-client',
              message: 'The design system does not call the API.',
            },
            // The composition may import every layer.
            ...apiLayers.slice(0, -1).map((layer, index) => ({
              target: layer,
              from: apiLayers.slice(index + 1).flat(),
              message:
                'A server layer imports only its own and lower layers (ADR 225): core, db, auth/lib, http, areas, composition.',
            })),
            ...apiAreaDirs.map((area) => ({
              target: `${api}/areas/${area}`,
              from: `${api}/areas`,
              except: [`./${area}`],
              message:
                'Areas never import each other: share through core/ or lib/, or provide through lib/ports.ts (ADR 225).',
            })),
            ...featureDirs.map((feature) => ({
              target: `./apps/web/src/features/${feature}`,
              from: './apps/web/src/features',
              except: [`./${feature}`],
              message: 'Features never import each other; compose them in app/.',
            })),
          ],
        },
      ],
    },
  },
  {
    // A feature's form is the kit's useGuardedForm: leaving it changed asks first unless it opts out
    // in words (issue 26, ADR 194), so a new page that edits cannot forget the guard.
    files: ['apps/web/src/features/**/*.{ts,tsx}'],
    ignores: ['**/*.test.{ts,tsx}', '**/*.stories.tsx'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: [
            {
              name: 'react-hook-form',
              importNames: ['useForm'],
              message: "Use the kit's useGuardedForm (kit/core/useGuardedForm.ts): it guards leaving a changed form.",
            },
            LAZY_POPUP,
          ],
        },
      ],
    },
  },
  {
    // The same for popups outside the features; the router's pages keep lazy (ADR 229).
    files: ['apps/web/src/{app,kit,lib,shared}/**/*.{ts,tsx}'],
    ignores: ['**/*.test.{ts,tsx}', '**/*.stories.tsx', 'apps/web/src/app/routes.tsx'],
    rules: { 'no-restricted-imports': ['error', { paths: [LAZY_POPUP] }] },
  },
  {
    files: ['**/*.test.{ts,tsx}', '**/*.stories.tsx', 'pact/**/*.ts', '**/e2e/**/*.ts'],
    rules: {
      // Test doubles and fixtures legitimately pass unbound methods and floating promises to frameworks.
      '@typescript-eslint/unbound-method': 'off',
    },
  },
);
