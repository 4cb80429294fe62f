import { defineProject } from 'vitest/config';

export default defineProject({
  test: {
    name: 'web',
    include: ['app/**/*.test.ts'],
    environment: 'node',
    // Issue #33: the files share one module graph (a quarter of the CPU of loading it per file);
    // between-files.ts puts back what a file switched globally.
    isolate: false,
    setupFiles: ['app/test-support/between-files.ts'],
    // npm test runs two steps at a time (issue #33): app/lib/import-boundaries.test.ts starts
    // ESLint cold, measured 5.7 s with the other steps and helpers loading the machine.
    testTimeout: 20_000,
  },
});
