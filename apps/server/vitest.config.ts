import { defineProject } from 'vitest/config';

export default defineProject({
  test: {
    name: 'server',
    include: ['test/**/*.test.ts', 'src/**/*.test.ts'],
    environment: 'node',
    // Migrate and seed once per run, not once per file (test/support/template.ts).
    globalSetup: ['test/support/global-setup.ts'],
    setupFiles: ['../../packages/domain/src/test-support/fast-check.setup.ts'],
    testTimeout: 60000,
    hookTimeout: 120000,
  },
});
