import { defineProject } from 'vitest/config';

export default defineProject({
  test: {
    name: 'web',
    include: ['app/**/*.test.ts'],
    environment: 'node',
  },
});
