import { describe, expect, it } from 'vitest';
import { PARTNER_PROGRAMMES } from '../constants.ts';
import { PARTNER_BANNERS, partnerBannerLinks, parsePartnerTermsLinks } from './partner-banners.ts';

describe('partner banners (SPEC §9)', () => {
  it('has one banner with terms for every programme of the list, with distinct anchors', () => {
    expect(PARTNER_BANNERS.map((b) => b.programme)).toEqual([...PARTNER_PROGRAMMES]);
    expect(new Set(PARTNER_BANNERS.map((b) => b.slug)).size).toBe(PARTNER_BANNERS.length);
    for (const banner of PARTNER_BANNERS) {
      expect(banner.slug).toMatch(/^[a-z-]+$/);
      expect(banner.terms.length).toBeGreaterThan(0);
    }
  });

  it('states the premium figures from the pricing constants', () => {
    const prime = PARTNER_BANNERS.find((b) => b.programme === 'Prime');
    expect(prime?.copy).toBe(
      'Assinantes Wine Prime têm 15% de desconto em toda a loja e 3x mais cashback.',
    );
  });

  it('parses configured terms links, each safe and each programme once', () => {
    expect(
      parsePartnerTermsLinks(
        ' Smiles=https://parceiros.example/smiles ; Turbine=/regulamentos/turbine;',
      ),
    ).toEqual({
      Smiles: 'https://parceiros.example/smiles',
      Turbine: '/regulamentos/turbine',
    });
    expect(parsePartnerTermsLinks('')).toEqual({});
  });

  it.each([
    ['an off-site path', 'Smiles=/\\evil.example'],
    ['a protocol-relative link', 'Smiles=//evil.example'],
    ['javascript:', 'Smiles=javascript:alert(1)'],
    ['plain http', 'Smiles=http://parceiros.example'],
    ['an unknown programme', 'Nubank=https://parceiros.example'],
    ['a programme twice', 'Pass=/a;Pass=/b'],
    ['no link', 'Pass'],
    ['an empty link', 'Pass='],
  ])('refuses %s', (_, value) => {
    expect(parsePartnerTermsLinks(value)).toBeNull();
  });

  it('links each banner to its configured terms, else to its item in the help centre', () => {
    const links = partnerBannerLinks({ Smiles: 'https://parceiros.example/smiles' });
    expect(links).toHaveLength(PARTNER_PROGRAMMES.length);
    expect(links[0]).toMatchObject({
      programme: 'Smiles',
      termsHref: 'https://parceiros.example/smiles',
      external: true,
    });
    expect(links.find((l) => l.programme === 'Pass')).toMatchObject({
      termsHref: '/ajuda#parceiro-pass',
      external: false,
    });
  });

  it('checks configured links again when rendering', () => {
    const links = partnerBannerLinks({ Smiles: '/\\evil.example' });
    expect(links[0]?.termsHref).toBe('/ajuda#parceiro-smiles');
  });
});
