/**
 * The answer to an ALTCHA v1 challenge as the server reads `captchaResponse`: base64 of the JSON
 * {algorithm, challenge, number, salt, signature} (the auth contract of issue #5). The salt
 * carries the challenge's expiry parameters and goes back untouched.
 */
import type { CaptchaChallengeDto } from '@adega/server/contract';

export function encodeCaptchaPayload(challenge: CaptchaChallengeDto, number: number): string {
  const json = JSON.stringify({
    algorithm: challenge.algorithm,
    challenge: challenge.challenge,
    number,
    salt: challenge.salt,
    signature: challenge.signature,
  });
  // btoa takes Latin-1 only: encode the UTF-8 bytes, one character per byte.
  let binary = '';
  for (const byte of new TextEncoder().encode(json)) binary += String.fromCharCode(byte);
  return btoa(binary);
}

/** True when the value looks like a challenge this client can solve (guards the RPC answer). */
export function isCaptchaChallenge(value: unknown): value is CaptchaChallengeDto {
  if (typeof value !== 'object' || value === null) return false;
  const record = value as Record<string, unknown>;
  return (
    typeof record.algorithm === 'string' &&
    typeof record.challenge === 'string' &&
    typeof record.salt === 'string' &&
    typeof record.signature === 'string' &&
    typeof record.maxnumber === 'number' &&
    Number.isInteger(record.maxnumber) &&
    record.maxnumber > 0
  );
}

/**
 * When the challenge stops being accepted (ms since the epoch): ALTCHA puts `expires` (seconds)
 * in the salt's parameters. Null when the challenge has no expiry.
 */
export function captchaExpiresAt(salt: string): number | null {
  const query = salt.split('?')[1];
  if (!query) return null;
  const expires = Number(new URLSearchParams(query).get('expires'));
  return Number.isFinite(expires) && expires > 0 ? expires * 1000 : null;
}

/** The captcha could not be fetched or solved; `message` is the pt-BR text to show. */
export class CaptchaError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'CaptchaError';
  }
}
