import { defineConfig } from 'vitest/config';

// One runner, one project per layer (STYLE §9, §10). `npm test` runs them all through scripts/test.mjs.
export default defineConfig({
  test: {
    projects: ['packages/domain', 'apps/server', 'apps/web'],
    coverage: {
      provider: 'v8',
      include: ['packages/domain/src/**/*.ts'],
      exclude: ['**/*.test.ts', '**/test-support/**'],
      reporter: ['text-summary', 'json-summary'],
      // Issue #2: line and branch coverage of the domain package ≥ 95 %, enforced.
      thresholds: { lines: 95, branches: 95, functions: 95, statements: 95 },
    },
  },
});
