import { webcrypto } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import {
  base64ToBytes,
  bytesToBase64,
  cardSecretsOf,
  encryptCard,
  encryptField,
  importGatewayKey,
  OAEP_PARAMS,
} from './card-encryption';

const subtle = webcrypto.subtle as unknown as SubtleCrypto;

/**
 * A gateway key pair like the sandbox's: RSA-OAEP 2048 / SHA-256, public half as SPKI base64.
 * Made once for the file: a 2048-bit key takes from 0.1 s to seconds on a busy machine.
 */
let pairOnce: ReturnType<typeof makeGatewayKeyPair> | undefined;
const gatewayKeyPair = () => (pairOnce ??= makeGatewayKeyPair());

async function makeGatewayKeyPair() {
  const pair = await subtle.generateKey(
    { ...OAEP_PARAMS, modulusLength: 2048, publicExponent: new Uint8Array([1, 0, 1]) },
    true,
    ['encrypt', 'decrypt'],
  );
  const spki = bytesToBase64(await subtle.exportKey('spki', pair.publicKey));
  const decrypt = async (base64: string) =>
    new TextDecoder().decode(
      await subtle.decrypt(OAEP_PARAMS, pair.privateKey, base64ToBytes(base64)),
    );
  return { gatewayKey: { keyId: 'sandbox-1', spki }, decrypt };
}

const ENTRY = {
  holderName: '  Ana   Souza ',
  number: '4111 1111 1111 1111',
  expiry: '03/31',
  securityCode: '737',
};

describe('base64', () => {
  it('round-trips every byte value', () => {
    const bytes = Uint8Array.from({ length: 256 }, (_, i) => i);
    expect([...base64ToBytes(bytesToBase64(bytes))]).toEqual([...bytes]);
    expect(bytesToBase64(new Uint8Array([104, 105]).buffer)).toBe('aGk=');
  });
});

describe('cardSecretsOf', () => {
  it('sends the number digits, the month as MM and the year as YYYY', () => {
    expect(cardSecretsOf(ENTRY)).toEqual({
      cardNumber: '4111111111111111',
      expiryMonth: '03',
      expiryYear: '2031',
      securityCode: '737',
    });
  });

  it('refuses an entry that was not validated', () => {
    expect(() => cardSecretsOf({ ...ENTRY, number: '4111-abc' })).toThrow();
    expect(() => cardSecretsOf({ ...ENTRY, expiry: '13/31' })).toThrow();
  });
});

describe('encryptCard (RSA-OAEP SHA-256 with the gateway SPKI key)', () => {
  it('encrypts each field so that only the gateway private key reads it back', async () => {
    const { gatewayKey, decrypt } = await gatewayKeyPair();
    const payload = await encryptCard(gatewayKey, ENTRY, true, subtle);
    expect(payload.holderName).toBe('Ana Souza');
    expect(payload.isPreferredCreditCard).toBe(true);
    expect(payload.number).toBe('1111');
    expect(await decrypt(payload.encryptedCardNumber)).toBe('4111111111111111');
    expect(await decrypt(payload.encryptedExpiryMonth)).toBe('03');
    expect(await decrypt(payload.encryptedExpiryYear)).toBe('2031');
    expect(await decrypt(payload.encryptedSecurityCode)).toBe('737');
  });

  it('never puts the plain number or security code in the payload', async () => {
    const { gatewayKey } = await gatewayKeyPair();
    const payload = await encryptCard(gatewayKey, ENTRY, false, subtle);
    // The ciphertexts are random base64: any three digits turn up in them by chance (about 1
    // payload in 200 holds '737'), so the clear fields are checked apart from them.
    const {
      encryptedCardNumber,
      encryptedExpiryMonth,
      encryptedExpiryYear,
      encryptedSecurityCode,
      ...clear
    } = payload;
    expect(clear).toEqual({
      holderName: 'Ana Souza',
      isPreferredCreditCard: false,
      number: '1111',
    });
    const json = JSON.stringify(clear);
    expect(json).not.toContain('4111');
    expect(json).not.toContain('737');
    // Each secret is a 2048-bit RSA ciphertext (256 bytes), nothing of the plain value beside it.
    for (const field of [
      encryptedCardNumber,
      encryptedExpiryMonth,
      encryptedExpiryYear,
      encryptedSecurityCode,
    ]) {
      expect(field).toMatch(/^[A-Za-z0-9+/]+={0,2}$/);
      expect(base64ToBytes(field)).toHaveLength(256);
    }
  });

  it('is randomised (OAEP): the same field encrypts differently each time', async () => {
    const { gatewayKey, decrypt } = await gatewayKeyPair();
    const key = await importGatewayKey(gatewayKey.spki, subtle);
    const first = await encryptField(key, '737', subtle);
    const second = await encryptField(key, '737', subtle);
    expect(first).not.toBe(second);
    expect(await decrypt(first)).toBe('737');
    expect(await decrypt(second)).toBe('737');
  });

  it('rejects a key that is not an SPKI public key', async () => {
    await expect(importGatewayKey(bytesToBase64(new Uint8Array(32)), subtle)).rejects.toThrow();
  });
});
