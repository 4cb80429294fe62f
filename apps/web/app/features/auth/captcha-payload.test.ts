import { createChallenge, solveChallenge, verifySolution } from 'altcha-lib/v1';
import { describe, expect, it } from 'vitest';
import { captchaExpiresAt, encodeCaptchaPayload, isCaptchaChallenge } from './captcha-payload';

const HMAC_KEY = 'chave-de-teste';

async function challengeOf(maxNumber: number) {
  const c = await createChallenge({
    hmacKey: HMAC_KEY,
    maxNumber,
    expires: new Date(Date.UTC(2999, 0, 1)),
  });
  return {
    algorithm: c.algorithm,
    challenge: c.challenge,
    maxnumber: c.maxnumber ?? maxNumber,
    salt: c.salt,
    signature: c.signature,
  };
}

/** A challenge and altcha-lib's own solution of it (null when none was found). */
async function solvedChallenge(maxNumber: number) {
  const challenge = await challengeOf(maxNumber);
  const solution = await solveChallenge(
    challenge.challenge,
    challenge.salt,
    challenge.algorithm,
    challenge.maxnumber,
  ).promise;
  return { challenge, solution };
}

describe('captcha payload (ALTCHA v1 captchaResponse)', () => {
  it('is base64 of the JSON the server verifies', async () => {
    const { challenge, solution } = await solvedChallenge(200);
    expect(solution).not.toBeNull();
    const payload = encodeCaptchaPayload(challenge, solution?.number ?? -1);
    expect(JSON.parse(atob(payload))).toEqual({
      algorithm: challenge.algorithm,
      challenge: challenge.challenge,
      number: solution?.number,
      salt: challenge.salt,
      signature: challenge.signature,
    });
    // The same check as the server (altcha-lib's verifySolution on the base64 string).
    expect(await verifySolution(payload, HMAC_KEY, false)).toBe(true);
  });

  it('a wrong number does not verify', async () => {
    const { challenge, solution } = await solvedChallenge(200);
    const wrong = encodeCaptchaPayload(challenge, (solution?.number ?? 0) + 1);
    expect(await verifySolution(wrong, HMAC_KEY, false)).toBe(false);
  });

  it('encodes non-Latin-1 text as UTF-8 instead of throwing', () => {
    const payload = encodeCaptchaPayload(
      { algorithm: 'SHA-256', challenge: 'ç', maxnumber: 10, salt: 'sal€', signature: 'x' },
      3,
    );
    const bytes = Uint8Array.from(atob(payload), (ch) => ch.charCodeAt(0));
    expect(JSON.parse(new TextDecoder().decode(bytes))).toMatchObject({
      challenge: 'ç',
      salt: 'sal€',
      number: 3,
    });
  });

  it('recognises a challenge and refuses anything else', () => {
    const ok = { algorithm: 'SHA-256', challenge: 'a', maxnumber: 1000, salt: 's', signature: 'x' };
    expect(isCaptchaChallenge(ok)).toBe(true);
    expect(isCaptchaChallenge(null)).toBe(false);
    expect(isCaptchaChallenge('x')).toBe(false);
    expect(isCaptchaChallenge({ ...ok, maxnumber: 0 })).toBe(false);
    expect(isCaptchaChallenge({ ...ok, maxnumber: 1.5 })).toBe(false);
    expect(isCaptchaChallenge({ ...ok, salt: 1 })).toBe(false);
    expect(isCaptchaChallenge({ ...ok, signature: undefined })).toBe(false);
  });
});

describe('captcha expiry', () => {
  it('reads the expires parameter ALTCHA puts in the salt', async () => {
    const challenge = await challengeOf(10);
    expect(captchaExpiresAt(challenge.salt)).toBe(Date.UTC(2999, 0, 1));
  });

  it('is null without a usable expires parameter', () => {
    expect(captchaExpiresAt('abc')).toBeNull();
    expect(captchaExpiresAt('abc?')).toBeNull();
    expect(captchaExpiresAt('abc?expires=x&')).toBeNull();
    expect(captchaExpiresAt('abc?other=1&')).toBeNull();
  });
});
