import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import globals from 'globals';
import { boundariesConfig } from './eslint-boundaries.js';

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      '**/dist/**',
      '**/build/**',
      '**/coverage/**',
      '**/.react-router/**',
      'data/**',
      '**/test-results/**',
      '**/playwright-report/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: {
      globals: { ...globals.node, ...globals.browser },
      parserOptions: {
        projectService: { allowDefaultProject: ['vitest.config.ts'] },
        tsconfigRootDir: import.meta.dirname,
      },
    },
    rules: {
      // STYLE §10: no floating promises.
      '@typescript-eslint/no-floating-promises': 'error',
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_' },
      ],
      '@typescript-eslint/consistent-type-imports': 'error',
    },
  },
  {
    // STYLE §7: the domain imports no database, HTTP or React.
    files: ['packages/domain/src/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            { group: ['react', 'react-*', 'react-router*'], message: 'domain não importa React.' },
            {
              group: [
                'hono',
                'hono/*',
                '@hono/*',
                'drizzle-orm*',
                '@electric-sql/*',
                'postgres',
                'node:*',
              ],
              message: 'domain não faz I/O.',
            },
            {
              group: ['@adega/server*', '@adega/web*'],
              message: 'domain não depende de nada do projeto.',
            },
          ],
        },
      ],
    },
  },
  // ADR 0012: import boundaries (components/ui ← features, features through their index.ts).
  boundariesConfig,
  {
    files: ['**/*.js', '**/*.mjs', '**/*.cjs'],
    ...tseslint.configs.disableTypeChecked,
  },
);
