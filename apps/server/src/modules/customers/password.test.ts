import { describe, expect, it } from 'vitest';
import { loadConfig } from '../../config.ts';
import { SCRYPT_N, hashPassword, verifyPassword } from './password.ts';

describe('password hashing (scrypt)', () => {
  it('stores scrypt$N$r$p$salt$hash with a 16-byte salt and verifies the same password', async () => {
    const stored = await hashPassword('Adega@2026');
    const [scheme, n, r, p, salt, hash] = stored.split('$');
    expect(scheme).toBe('scrypt');
    expect(Number(n)).toBe(SCRYPT_N);
    expect(Number(r)).toBe(8);
    expect(Number(p)).toBe(1);
    expect(Buffer.from(salt ?? '', 'base64')).toHaveLength(16);
    expect(Buffer.from(hash ?? '', 'base64').length).toBeGreaterThanOrEqual(32);
    expect(await verifyPassword('Adega@2026', stored)).toBe(true);
  });

  it('hashes at the configured cost (PASSWORD_SCRYPT_LOG2N, 10 to 20, default 15); any cost verifies', async () => {
    expect(loadConfig({}).passwordLog2N).toBe(15);
    expect(loadConfig({ PASSWORD_SCRYPT_LOG2N: '11' }).passwordLog2N).toBe(11);
    for (const bad of ['9', '21', '12.5', 'abc'])
      expect(() => loadConfig({ PASSWORD_SCRYPT_LOG2N: bad })).toThrow(/PASSWORD_SCRYPT_LOG2N/);
    const cheap = await hashPassword('Adega@2026', 10);
    expect(cheap).toMatch(/^scrypt\$1024\$8\$1\$/);
    expect(await verifyPassword('Adega@2026', cheap)).toBe(true);
    expect(await verifyPassword('Adega@2027', cheap)).toBe(false);
  });

  it('rejects a wrong password, including a one-character difference and different case', async () => {
    const stored = await hashPassword('Adega@2026');
    expect(await verifyPassword('Adega@2027', stored)).toBe(false);
    expect(await verifyPassword('adega@2026', stored)).toBe(false);
    expect(await verifyPassword('', stored)).toBe(false);
  });

  it('salts every hash (same password, different stored values)', async () => {
    const [a, b] = await Promise.all([hashPassword('mesma-senha'), hashPassword('mesma-senha')]);
    expect(a).not.toBe(b);
    expect(await verifyPassword('mesma-senha', a)).toBe(true);
    expect(await verifyPassword('mesma-senha', b)).toBe(true);
  });

  it('treats unicode passwords consistently (NFKC)', async () => {
    const stored = await hashPassword('Çaçá-vinho 🍷');
    expect(await verifyPassword('Çaçá-vinho 🍷', stored)).toBe(true);
    expect(await verifyPassword('C\u0327ac\u0327a\u0301-vinho 🍷', stored)).toBe(true);
  });

  it('answers false for malformed or hostile stored values instead of throwing', async () => {
    const stored = await hashPassword('x');
    const [, , r, p, salt, hash] = stored.split('$');
    const cases = [
      '',
      'plain-text',
      'bcrypt$10$abc',
      `scrypt$${SCRYPT_N}$${r}$${p}$${salt}`,
      `scrypt$1000$${r}$${p}$${salt}$${hash}`, // N not a power of two
      `scrypt$${2 ** 30}$${r}$${p}$${salt}$${hash}`, // N too large
      `scrypt$${SCRYPT_N}$0$${p}$${salt}$${hash}`,
      `scrypt$${SCRYPT_N}$${r}$99$${salt}$${hash}`,
      `scrypt$${SCRYPT_N}$${r}$${p}$$${hash}`,
      `scrypt$${SCRYPT_N}$${r}$${p}$${salt}$AAAA`,
    ];
    for (const value of cases) expect(await verifyPassword('x', value)).toBe(false);
  });
});
