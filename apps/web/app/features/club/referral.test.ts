import { describe, expect, it } from 'vitest';
import {
  REFERRAL_STORAGE_KEY,
  forgetReferral,
  pendingReferralText,
  referralBenefitText,
  referralCodeOf,
  rememberReferral,
  storedCode,
} from './referral';

function memoryStorage(initial: Record<string, string> = {}) {
  const data = new Map(Object.entries(initial));
  return {
    getItem: (key: string) => data.get(key) ?? null,
    setItem: (key: string, value: string) => void data.set(key, value),
    removeItem: (key: string) => void data.delete(key),
    data,
  };
}

describe('referral landing', () => {
  it('reads a code from the query and refuses anything that is not a code', () => {
    expect(referralCodeOf('?indicacao=bruno-clube')).toBe('BRUNO-CLUBE');
    expect(referralCodeOf('?indicacao=%20ANA_1%20')).toBe('ANA_1');
    expect(referralCodeOf('?indicacao=<script>')).toBeNull();
    expect(referralCodeOf(`?indicacao=${'A'.repeat(41)}`)).toBeNull();
    expect(referralCodeOf('?outra=1')).toBeNull();
    expect(storedCode('x y')).toBeNull();
    expect(storedCode(null)).toBeNull();
  });

  it('remembers the landing code for the visit; a new one replaces it', () => {
    const storage = memoryStorage();
    expect(rememberReferral('?indicacao=BRUNO-CLUBE', storage)).toBe('BRUNO-CLUBE');
    expect(rememberReferral('', storage)).toBe('BRUNO-CLUBE');
    expect(rememberReferral('?indicacao=ANA', storage)).toBe('ANA');
    expect(storage.data.get(REFERRAL_STORAGE_KEY)).toBe('ANA');
    forgetReferral(storage);
    expect(rememberReferral('', storage)).toBeNull();
  });

  it('drops a tampered stored code and survives a storage that throws', () => {
    expect(rememberReferral('', memoryStorage({ [REFERRAL_STORAGE_KEY]: '"><img>' }))).toBeNull();
    const broken = {
      getItem: () => {
        throw new Error('blocked');
      },
      setItem: () => {
        throw new Error('blocked');
      },
      removeItem: () => {
        throw new Error('blocked');
      },
    };
    expect(rememberReferral('?indicacao=ANA', broken)).toBe('ANA');
    expect(rememberReferral('', broken)).toBeNull();
    expect(() => forgetReferral(broken)).not.toThrow();
    expect(rememberReferral('', null)).toBeNull();
  });

  it('words the benefit and the pending code', () => {
    expect(referralBenefitText({ referrer: 'Bruno', benefit: 50 }).replace(/\u00a0/g, ' ')).toBe(
      'Indicação de Bruno: R$ 50,00 de desconto na primeira caixa',
    );
    expect(pendingReferralText('ANA')).toContain('indicação ANA');
  });
});
