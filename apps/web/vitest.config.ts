import { defineProject } from 'vitest/config';

export default defineProject({
  test: {
    name: 'web',
    include: ['app/**/*.test.ts'],
    environment: 'node',
    // npm test runs two steps at a time (issue #33): app/lib/import-boundaries.test.ts starts
    // ESLint cold, measured 5.7 s with the other steps and helpers loading the machine.
    testTimeout: 20_000,
  },
});
