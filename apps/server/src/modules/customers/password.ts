/**
 * Password hashing with node:crypto scrypt (memory-hard). Stored as
 * `scrypt$N$r$p$salt$hash` (salt and hash in base64), so parameters can be raised later and old
 * hashes still verify.
 */
import { randomBytes, scrypt, timingSafeEqual } from 'node:crypto';
import type { ScryptOptions } from 'node:crypto';

/** The default cost, log2(N): PASSWORD_SCRYPT_LOG2N changes it for new hashes (config.ts). */
export const SCRYPT_LOG2N = 15;
export const SCRYPT_N = 2 ** SCRYPT_LOG2N;
export const SCRYPT_R = 8;
export const SCRYPT_P = 1;
const SALT_BYTES = 16;
const KEY_BYTES = 32;
/** Upper bounds accepted when verifying, so a crafted hash cannot make us burn memory or CPU. */
const MAX_N = 2 ** 20;
const MAX_R = 32;
const MAX_P = 16;

/** scrypt needs 128·N·r bytes; Node's default maxmem (32 MiB) is just short of N=2^15, r=8. */
function maxmemFor(n: number, r: number, p: number): number {
  return 128 * n * r * p + 16 * 1024 * 1024;
}

function derive(
  password: string,
  salt: Buffer,
  keyLength: number,
  options: ScryptOptions,
): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    scrypt(password.normalize('NFKC'), salt, keyLength, options, (error, key) => {
      if (error) reject(error);
      else resolve(key);
    });
  });
}

/** A new hash of `password` at cost 2^`log2N` (the stored string keeps the parameters). */
export async function hashPassword(password: string, log2N = SCRYPT_LOG2N): Promise<string> {
  const n = 2 ** log2N;
  const salt = randomBytes(SALT_BYTES);
  const key = await derive(password, salt, KEY_BYTES, {
    N: n,
    r: SCRYPT_R,
    p: SCRYPT_P,
    maxmem: maxmemFor(n, SCRYPT_R, SCRYPT_P),
  });
  return ['scrypt', n, SCRYPT_R, SCRYPT_P, salt.toString('base64'), key.toString('base64')].join(
    '$',
  );
}

/** True when `password` matches `stored`; false for a wrong password or a malformed hash. */
export async function verifyPassword(password: string, stored: string): Promise<boolean> {
  const parts = stored.split('$');
  if (parts.length !== 6 || parts[0] !== 'scrypt') return false;
  const [, nText = '', rText = '', pText = '', saltText = '', hashText = ''] = parts;
  const n = Number(nText);
  const r = Number(rText);
  const p = Number(pText);
  const validN = Number.isSafeInteger(n) && n > 1 && n <= MAX_N && (n & (n - 1)) === 0;
  if (
    !validN ||
    !Number.isSafeInteger(r) ||
    r < 1 ||
    r > MAX_R ||
    !Number.isSafeInteger(p) ||
    p < 1 ||
    p > MAX_P
  ) {
    return false;
  }
  const salt = Buffer.from(saltText, 'base64');
  const expected = Buffer.from(hashText, 'base64');
  if (salt.length === 0 || expected.length < 16) return false;
  try {
    const actual = await derive(password, salt, expected.length, {
      N: n,
      r,
      p,
      maxmem: maxmemFor(n, r, p),
    });
    return timingSafeEqual(actual, expected);
  } catch {
    return false;
  }
}
