/** Random tokens and their stored digests: a token is shown once, only its SHA-256 is kept. */
import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';

/** 256 random bits, base64url (43 characters). */
export function newToken(): string {
  return randomBytes(32).toString('base64url');
}

export function digest(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

/** Constant-time comparison of two strings (false when lengths differ). */
export function safeEqual(a: string, b: string): boolean {
  const left = Buffer.from(a);
  const right = Buffer.from(b);
  return left.length === right.length && timingSafeEqual(left, right);
}

/** Token shape accepted from clients: base64url, 20..128 characters. Anything else is ignored. */
export const TOKEN_PATTERN = /^[A-Za-z0-9_-]{20,128}$/;
