/**
 * The server project's globalSetup: computes the template databases' key once per run (workers
 * and their children read it from the environment) and removes templates of older keys.
 */
import { pruneOldPostgresTemplates, pruneOtherPgliteSnapshots, templateKey } from './template.ts';

export default async function setup(): Promise<void> {
  const key = await templateKey();
  pruneOtherPgliteSnapshots(key);
  const url = process.env.DATABASE_URL?.trim();
  if (url) await pruneOldPostgresTemplates(url, key);
}
