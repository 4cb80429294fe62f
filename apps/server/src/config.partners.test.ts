import { describe, expect, it } from 'vitest';
import { loadConfig } from './config.ts';

describe('SPEC §9 partner programmes: PARTNER_TERMS_LINKS', () => {
  it('defaults to no configured link (each programme links to its help-centre item)', () => {
    expect(loadConfig({}).partnerTermsLinks).toEqual({});
  });

  it('reads safe links per programme', () => {
    const config = loadConfig({
      PARTNER_TERMS_LINKS: 'Smiles=https://parceiros.example/smiles;Pass=/ajuda#parceiro-pass',
    });
    expect(config.partnerTermsLinks).toEqual({
      Smiles: 'https://parceiros.example/smiles',
      Pass: '/ajuda#parceiro-pass',
    });
  });

  it.each(['Smiles=/\\evil.example', 'Smiles=javascript:alert(1)', 'Desconhecido=/a'])(
    'stops the boot with a readable message on %s',
    (value) => {
      expect(() => loadConfig({ PARTNER_TERMS_LINKS: value })).toThrow(
        /PARTNER_TERMS_LINKS: PARTNER_TERMS_LINKS deve ser uma lista/,
      );
    },
  );
});
