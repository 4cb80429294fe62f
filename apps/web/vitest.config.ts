import { defineProject } from 'vitest/config';

export default defineProject({
  test: {
    name: 'web',
    include: ['app/**/*.test.ts'],
    environment: 'node',
    // Nothing here waits on a real clock; the ceiling is for a cold, busy 2-core CI machine
    // (ESLint's first config load in import-boundaries, RSA key generation), where 5 s was short.
    testTimeout: 20_000,
  },
});
