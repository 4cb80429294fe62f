/**
 * SPEC §7 feature flags (issue #18, ADR 0032).
 *
 * `GET /v1/settings/feature/{kind}/{key}?v={cache buster}` with `X-Environment` (production |
 * staging | development; absent → the server's own) and, for `ab-test`, `X-Customer-Id`:
 *
 *   200 FeatureFlagDto, ETag, Cache-Control public (ab-test: private, Vary X-Customer-Id)
 *   304 when If-None-Match matches
 *   400 environment not one of the three, key malformed, X-Customer-Id over 64 characters
 *   422 v over 32 characters
 *   404 no SPEC §7 flag of that kind and key
 *
 * `GET /dynamicpages/neon-border-status.json?v=` → NeonBorderStatusDto, cached like the flags.
 */
import type { FlagAnswer } from '@adega/domain/flags';
import type { ImpostoZeroFlag } from '@adega/domain/pricing/tax';

/** The flag's answer: kind, key, environment, enabled, value, variant (domain `FlagAnswer`). */
export type FeatureFlagDto = FlagAnswer;

export interface NeonBorderStatusDto {
  active: boolean;
}

/** What the web's flag client answers (SPEC §8: a failed call → null data and an error). */
export type FlagResult =
  | { data: FeatureFlagDto; error: null }
  | { data: null; error: { status: number | null; message: string } };

/** RPC `getFlagImpostoZero` (issue #34): where the tax-savings banner shows, and its texts. */
export type ImpostoZeroFlagDto = ImpostoZeroFlag;
