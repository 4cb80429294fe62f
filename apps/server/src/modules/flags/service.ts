/**
 * The flags module's public service (issue #18, ADR 0032): the SPEC §7 flags of one environment
 * as the flag endpoint answers them, and the server's own reads (its configured environment).
 * A flag without a row answers the domain's default. Pages read a dozen flags each: the rows are
 * memoised until a site-wide change (issue #19) or this process's own switch of a flag; the A/B
 * assignment is computed per customer from the memoised row.
 */
import {
  assignVariant,
  flagDefinition,
  variantsOf,
  type FlagDefinition,
  type FlagAnswer,
  type FlagEnvironment,
  type FlagKind,
  OPT_IN_COUPON_VARIANTS,
  PAGE_SWITCHES,
  type PageSwitch,
} from '@adega/domain/flags';
import type { Db } from '../../db/client.ts';
import { memoUntilChange, type ChangeFeed } from '../../cache/changes.ts';
import { flagWritesOf, readFlag, type FlagRow } from './repo.ts';

export interface FlagsService {
  /** The server's own environment (FLAG_ENVIRONMENT). */
  readonly environment: FlagEnvironment;
  /** SPEC §7 answer of `kind/key` in `environment`; null when no such flag exists. */
  answer(
    kind: string,
    key: string,
    environment: FlagEnvironment,
    customerId: string | null,
  ): Promise<FlagAnswer | null>;
  /** `enable/{key}` in the server's environment (flags and page switches); false when unknown. */
  enabled(key: string): Promise<boolean>;
  /** The value of `value/{key}` in the server's environment when the flag is on, else null. */
  value<T>(key: string): Promise<T | null>;
  /** The ab-test variant of a customer in the server's environment. */
  variant(key: string, customerId: string | null): Promise<string | null>;
  /**
   * A row the server reads itself but the flag endpoint does not serve (issue #34: the checkout
   * subscription offer's test), in the server's environment; `fallback` without a row.
   */
  experiment(
    kind: FlagKind,
    key: string,
    fallback: FlagDefinition,
  ): Promise<{ enabled: boolean; value: unknown }>;
}

export function createFlagsService(
  db: Db,
  environment: FlagEnvironment,
  changes: ChangeFeed,
): FlagsService {
  // Keys come from the code (flag and page-switch names), not from requests.
  const rows = memoUntilChange<FlagRow | null>(changes, { max: 500 });
  let seenWrites = flagWritesOf(db);
  const rowOf = (env: FlagEnvironment, kind: string, key: string) => {
    const written = flagWritesOf(db);
    if (written !== seenWrites) {
      seenWrites = written;
      rows.clear();
    }
    return rows.get(`${env}\u0000${kind}\u0000${key}`, () => readFlag(db, env, kind, key));
  };
  const answer: FlagsService['answer'] = async (kind, key, env, customerId) => {
    const definition = flagDefinition(kind, key);
    if (!definition) return null;
    const row = await rowOf(env, kind, key);
    const enabled = row?.enabled ?? definition.enabled;
    const value = row ? (row.value ?? null) : definition.value;
    const variants = variantsOf(value, OPT_IN_COUPON_VARIANTS);
    // A test switched off shows everyone the control.
    const variant =
      kind === 'ab-test' ? assignVariant(key, enabled ? customerId : null, variants) : null;
    return { kind: kind as FlagKind, key, environment: env, enabled, value, variant };
  };
  return {
    environment,
    answer,
    async enabled(key) {
      const definition = flagDefinition('enable', key);
      const row = await rowOf(environment, 'enable', key);
      if (row) return row.enabled;
      if (definition) return definition.enabled;
      return Object.hasOwn(PAGE_SWITCHES, key) ? PAGE_SWITCHES[key as PageSwitch] : false;
    },
    async value<T>(key: string) {
      const found = await answer('value', key, environment, null);
      return found?.enabled ? ((found.value ?? null) as T | null) : null;
    },
    async variant(key, customerId) {
      return (await answer('ab-test', key, environment, customerId))?.variant ?? null;
    },
    async experiment(kind, key, fallback) {
      const row = await rowOf(environment, kind, key);
      return row
        ? { enabled: row.enabled, value: row.value ?? null }
        : { enabled: fallback.enabled, value: fallback.value };
    },
  };
}
