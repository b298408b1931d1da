import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      '**/dist/**',
      'data/**',
      'test-results/**',
      'playwright-report/**',
      'apps/api/src/db/migrations/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node } },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': 'off',
    },
  },
  // One-way layers (apps/api/src/modules/README.md): a module uses another only through its index.ts; plugins/,
  // shared/ and db/ serve the modules and never import one (nor the demo seed).
  ...[1, 2].map((depth) => ({
    files: [`apps/api/src/modules/*/${'*/'.repeat(depth - 1)}*.ts`],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              regex: `^${'\\.\\./'.repeat(depth)}(?!\\.\\.)[^/]+/(?!index\\.js$).+`,
              message: "Use the other module's index.ts (its public face), not its internals.",
            },
          ],
        },
      ],
    },
  })),
  {
    files: ['apps/api/src/{plugins,shared,db}/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              regex: '(^|/)(modules|seed)/',
              message: 'plugins/, shared/ and db/ are used by the area modules, never the reverse.',
            },
          ],
        },
      ],
    },
  },
  // The web app's areas the same way: another area only through its public.ts (index.ts is its routes, loaded by
  // the router), and shared/ never imports an area.
  ...[1, 2, 3].map((depth) => ({
    files: [`apps/web/src/areas/*/${'*/'.repeat(depth - 1)}*.{ts,tsx}`],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              regex: `^${'\\.\\./'.repeat(depth)}(?!\\.\\.)[^/]+/(?!public$).+`,
              message: "Use the other area's public.ts, not its internals.",
            },
          ],
        },
      ],
    },
  })),
  {
    files: ['apps/web/src/shared/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        { patterns: [{ regex: '(^|/)areas/', message: 'shared/ is used by the areas, never the reverse.' }] },
      ],
    },
  },
  {
    files: ['apps/web/src/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks },
    rules: { 'react-hooks/rules-of-hooks': 'error', 'react-hooks/exhaustive-deps': 'warn' },
  },
);
