/**
 * The server project's globalSetup: computes the template databases' key once per run (workers
 * and their children read it from the environment) and removes templates of older keys; bundles
 * the SIGKILL tests' child processes (child-bundles.ts).
 */
import { bundleChildScripts } from './child-bundles.ts';
import { pruneOldPostgresTemplates, pruneOtherPgliteSnapshots, templateKey } from './template.ts';

export default async function setup(): Promise<() => void> {
  const key = await templateKey();
  pruneOtherPgliteSnapshots(key);
  const url = process.env.DATABASE_URL?.trim();
  if (url) await pruneOldPostgresTemplates(url, key);
  // The SIGKILL tests' children, bundled once for the run (child-bundles.ts); removed at the end.
  return bundleChildScripts();
}
