import { isValidPixPayload } from '@brazilian-utils/brazilian-utils/is-valid-pix-payload';
import { describe, expect, it } from 'vitest';
import { pixBrCode, pixExpiresAt, pixTxid, readPixBrCode, SANDBOX_PIX_RECEIVER } from './pix.ts';

describe('pix', () => {
  it('a txid of 25 letters and digits', () => {
    const txid = pixTxid('AD000001234', 'a1b2c3d4e5f6');
    expect(txid).toMatch(/^[A-Za-z0-9]{25}$/);
    expect(txid.startsWith('ADEGAAD000001234')).toBe(true);
    expect(pixTxid('AD1', '')).toHaveLength(25);
  });

  it('builds a BR Code the library validates and reads back', () => {
    const txid = pixTxid('AD000001234', 'ffee');
    const code = pixBrCode(SANDBOX_PIX_RECEIVER, 12345, txid);
    expect(isValidPixPayload(code)).toBe(true);
    expect(code.startsWith('000201')).toBe(true);
    expect(readPixBrCode(code)).toEqual({
      key: SANDBOX_PIX_RECEIVER.key,
      amount: 12345,
      txid,
      merchantName: 'ADEGA VINHOS',
      merchantCity: 'SAO PAULO',
    });
    // A changed character breaks the CRC-16.
    const broken = `${code.slice(0, 40)}${code[40] === 'A' ? 'B' : 'A'}${code.slice(41)}`;
    expect(readPixBrCode(broken)).toBeNull();
  });

  it('refuses bad parameters', () => {
    expect(() => pixBrCode(SANDBOX_PIX_RECEIVER, 0, pixTxid('AD1', 'x'))).toThrow();
    expect(() => pixBrCode(SANDBOX_PIX_RECEIVER, 100, 'short-txid!')).toThrow();
    expect(() =>
      pixBrCode({ ...SANDBOX_PIX_RECEIVER, key: '' }, 100, pixTxid('AD1', 'x')),
    ).toThrow();
  });

  it('expires 30 minutes after issue', () => {
    expect(pixExpiresAt(new Date('2026-11-24T10:00:00Z')).toISOString()).toBe(
      '2026-11-24T10:30:00.000Z',
    );
  });
});
