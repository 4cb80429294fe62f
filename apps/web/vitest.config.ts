import { defineProject } from 'vitest/config';

export default defineProject({
  test: {
    name: 'web',
    include: ['app/**/*.test.ts'],
    environment: 'node',
    // Nothing here waits on a real clock. Headroom for a cold, busy 2-core CI machine: ESLint's
    // first config load (import-boundaries) took up to 1.7 s with 3 suites at once, and RSA key
    // generation has a long tail.
    testTimeout: 20_000,
  },
});
