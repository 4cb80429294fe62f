import { defineProject } from 'vitest/config';

export default defineProject({
  test: {
    name: 'server',
    include: ['test/**/*.test.ts', 'src/**/*.test.ts'],
    environment: 'node',
    // Migrate and seed once per run, not once per file (test/support/template.ts).
    globalSetup: ['test/support/global-setup.ts'],
    setupFiles: ['../../packages/domain/src/test-support/fast-check.setup.ts'],
    // Issue #33: the files share one module graph per worker instead of importing the whole
    // server (and compiling PGlite's WebAssembly) again for each of ~80 files: a third of the
    // CPU. Each file still opens its own database and app; no file may keep state in a module
    // (docs/test-suite.md), and the order of files does not matter (`--sequence.shuffle` passes).
    isolate: false,
    testTimeout: 60000,
    hookTimeout: 120000,
  },
});
