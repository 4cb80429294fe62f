import { describe, expect, it } from 'vitest';
import { ALL_ACCEPTED, ESSENTIAL_ONLY, LEGAL_AGE_COOKIE } from '@adega/domain/consent/consent';
import { cnpjSchema } from '@adega/domain/validation/cnpj';
import { cookieLine } from './browser-cookies';
import { statusesSummary } from './cookies-card';
import { STORE_COOKIES } from './cookie-policy-page';
import { CONTROLLER } from './privacy-policy-page';
import { GATE_START, gateButtonsEnabled } from './welcome-gate';

describe('the legal-age cookie line', () => {
  it('lasts 3650 days, Lax, whole site; Secure only over HTTPS', () => {
    const http = cookieLine(LEGAL_AGE_COOKIE, '1', 3650, false);
    expect(http).toBe(`${LEGAL_AGE_COOKIE}=1; Max-Age=315360000; Path=/; SameSite=Lax`);
    expect(cookieLine(LEGAL_AGE_COOKIE, '1', 3650, true)).toBe(`${http}; Secure`);
  });
});

describe('the gate buttons (SPEC §4: disabled until the visitor is of legal age)', () => {
  it('are disabled on step 1 and without the legal-age answer', () => {
    expect(gateButtonsEnabled(GATE_START)).toBe(false);
    expect(gateButtonsEnabled({ step: 2, ofLegalAge: false, closing: false })).toBe(false);
  });
  it("are enabled once 'Sim' was answered, and disabled again while closing", () => {
    expect(gateButtonsEnabled({ step: 2, ofLegalAge: true, closing: false })).toBe(true);
    expect(gateButtonsEnabled({ step: 2, ofLegalAge: true, closing: true })).toBe(false);
  });
});

describe('the account card', () => {
  it('summarises a row', () => {
    expect(statusesSummary(ALL_ACCEPTED)).toBe(
      'Desempenho e análise: sim · Marketing e publicidade: sim',
    );
    expect(statusesSummary(ESSENTIAL_ONLY)).toContain('não');
  });
});

describe('the policy pages', () => {
  it("name a validly formatted CNPJ and every store cookie's lifetime", () => {
    expect(cnpjSchema.safeParse(CONTROLLER.cnpj).success).toBe(true);
    expect(STORE_COOKIES.map((c) => c.name)).toEqual(
      expect.arrayContaining(['adega_sid', 'adega_csrf', 'adega_cart', LEGAL_AGE_COOKIE]),
    );
    expect(STORE_COOKIES.every((c) => c.lifetime !== '')).toBe(true);
  });
});
