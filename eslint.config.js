import { readdirSync } from 'node:fs';
import js from '@eslint/js';
import importX from 'eslint-plugin-import-x';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

/**
 * The layers of src/, from the top. A module imports only from its own layer and the layers below
 * it, so data and control flow one way (README, "Layout of src/"):
 *   entries → app → pages → views → features → components → content → lib, i18n, config, types
 * Two layers are narrower than their place says: components import no content (they take their
 * data as props, typed in types/), and content imports only config and types (it is data).
 */
const ENTRIES = ['src/main.tsx', 'src/boot.tsx', 'src/entry-server.tsx'];
const GROUND = ['src/lib', 'src/i18n', 'src/locales', 'src/config', 'src/types'];
const layers = [
  { name: 'app', paths: ['src/app'] },
  { name: 'pages', paths: ['src/pages'] },
  { name: 'views', paths: ['src/views'] },
  { name: 'features', paths: ['src/features'] },
  { name: 'components', paths: ['src/components'] },
  { name: 'content', paths: ['src/content'] },
  { name: 'the ground floor (lib, i18n, config, types)', paths: GROUND },
];

const layerZones = layers.flatMap((layer, index) => {
  const above = [...ENTRIES, ...layers.slice(0, index).flatMap((upper) => upper.paths)];
  return layer.paths.map((target) => ({
    target: `./${target}`,
    from: above.map((path) => `./${path}`),
    message: `${layer.name} may import only from its own layer and the layers below it (entries → app → pages → views → features → components → content → lib, i18n, config, types).`,
  }));
});

const narrowZones = [
  { target: './src/components', from: ['./src/content'], message: 'components import no content: they take their data as props, typed in src/types.' },
  { target: './src/content', from: ['./src/lib', './src/i18n', './src/locales'], message: 'content is data: it imports only config and types.' },
  {
    target: ['./src/app', './src/pages', './src/views', './src/features', './src/components', './src/content', ...GROUND.map((path) => `./${path}`)],
    from: ['./src/mocks'],
    message: 'the mock API is started by the entries and used by tests, never imported by the product.',
  },
];

/** A feature reaches another only through that feature's index.ts, its public surface. */
const features = readdirSync(new URL('./src/features', import.meta.url), { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);
const featureZones = features.flatMap((feature) =>
  features
    .filter((other) => other !== feature)
    .map((other) => ({
      target: `./src/features/${feature}`,
      from: `./src/features/${other}`,
      except: ['./index.ts'],
      message: `features/${feature} may use features/${other} only through features/${other}/index.ts.`,
    })),
);

export const layerRules = {
  'import-x/no-restricted-paths': ['error', { zones: [...layerZones, ...narrowZones, ...featureZones] }],
  'import-x/no-cycle': ['error', { ignoreExternal: true }],
};

export default tseslint.config(
  { ignores: ['dist', 'dist-ssr', 'dist-*', 'coverage', 'public/mockServiceWorker.js', 'playwright-report', 'test-results', 'perf-results', 'tests/lint/fixtures'] },
  {
    extends: [js.configs.recommended, ...tseslint.configs.recommended],
    files: ['**/*.{ts,tsx,js,mjs}'],
    languageOptions: {
      ecmaVersion: 2022,
      globals: { ...globals.browser, ...globals.node },
    },
    plugins: { 'react-hooks': reactHooks },
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'warn',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_' }],
      'no-restricted-syntax': [
        'error',
        { selector: "MemberExpression[object.type='MetaProperty'][property.name='env']", message: 'Read configuration from src/config/env.ts.' },
      ],
    },
  },
  {
    files: ['src/**/*.{ts,tsx}', 'tests/lint/fixtures/**/*.{ts,tsx}'],
    plugins: { 'import-x': importX },
    settings: {
      'import-x/resolver-next': [createTypeScriptImportResolver({ alwaysTryTypes: true })],
      // Without a parser for TypeScript files, import-x cannot read the modules an import leads to,
      // and no-cycle silently finds nothing.
      'import-x/parsers': { '@typescript-eslint/parser': ['.ts', '.tsx'] },
      'import-x/extensions': ['.ts', '.tsx', '.js', '.mjs'],
    },
    rules: layerRules,
  },
  {
    files: ['src/config/env.ts', 'vite.config.ts'],
    rules: { 'no-restricted-syntax': 'off' },
  },
);
