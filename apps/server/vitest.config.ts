import { defineProject } from 'vitest/config';

export default defineProject({
  test: {
    name: 'server',
    include: ['test/**/*.test.ts', 'src/**/*.test.ts'],
    environment: 'node',
    setupFiles: ['../../packages/domain/src/test-support/fast-check.setup.ts'],
    testTimeout: 60000,
    hookTimeout: 120000,
  },
});
