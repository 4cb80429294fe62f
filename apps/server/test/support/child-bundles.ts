/**
 * The child processes of the SIGKILL tests (orders.kill, payments.kill, jobs.kill) as bundles
 * (issue #33). Through tsx, every child resolved and loaded the server's few hundred TypeScript
 * modules again (about 2.5 s of CPU on this machine); on PostgreSQL orders.kill alone starts 60
 * of them. The server project's globalSetup bundles each child script once per run with esbuild,
 * as `npm run build` bundles the server (npm dependencies external, the workspace's TypeScript
 * inlined), into apps/server/build (beside src, so that the migrations are found as from dist;
 * a build directory, which git, the linters and the file-size check leave alone; the server's own
 * build goes to dist). A child is then one file for node to load. `runChildScript` falls back to tsx
 * when no bundle was made (a file run outside the project's globalSetup).
 */
import { mkdirSync, rmSync } from 'node:fs';
import { basename, join } from 'node:path';
import { build } from 'esbuild';
import { externalizeDeps } from '../../esbuild-plugins.mjs';

const here = import.meta.dirname;
/** Where the bundles go: one level under apps/server, as dist/ is. */
const OUT_DIR = join(here, '..', '..', 'build');
/** The children, by file name under test/support. */
export const CHILD_SCRIPTS = ['kill-child.ts', 'expire-child.ts', 'jobs-child.ts'] as const;
/** The environment variable naming each script's bundle (JSON: file name → bundle path). */
const ENV = 'ADEGA_TEST_CHILD_BUNDLES';

/** Bundles every child script; answers a function that removes the bundles. */
export async function bundleChildScripts(): Promise<() => void> {
  mkdirSync(OUT_DIR, { recursive: true });
  // One set per run: the PGlite and the PostgreSQL steps of `npm test` run at the same time.
  const bundles = Object.fromEntries(
    CHILD_SCRIPTS.map((script) => [
      script,
      join(OUT_DIR, `${basename(script, '.ts')}.${String(process.pid)}.mjs`),
    ]),
  );
  await Promise.all(
    CHILD_SCRIPTS.map((script) =>
      build({
        entryPoints: [join(here, script)],
        outfile: bundles[script],
        bundle: true,
        platform: 'node',
        target: 'node20',
        format: 'esm',
        plugins: [externalizeDeps],
        logLevel: 'warning',
      }),
    ),
  );
  process.env[ENV] = JSON.stringify(bundles);
  return () => {
    for (const file of Object.values(bundles)) rmSync(file, { force: true });
  };
}

/** The node arguments that run `script`: its bundle when there is one, else through tsx. */
export function childArgs(script: string): string[] {
  const bundles = JSON.parse(process.env[ENV] ?? '{}') as Record<string, string>;
  const bundle = bundles[basename(script)];
  return bundle ? [bundle] : ['--import', 'tsx', script];
}
