import { describe, expect, it } from 'vitest';
import { isSafeLink, SAFE_LINK_MAX_LENGTH, safeLink } from './safe-link.ts';

/** Each link of a group is refused: safeLink gives null. */
function itRefuses(title: string, links: readonly string[]): void {
  it.each(links)(`${title}: %j`, (link) => {
    expect(safeLink(link)).toBeNull();
  });
}

describe('safeLink (issue #33 F15)', () => {
  it('keeps paths of this site and https addresses as given', () => {
    for (const link of [
      '/',
      '/vinhos/tinto',
      '/black-friday?utm=banner#ofertas',
      '/busca?q=vinho%20tinto',
      'https://parceiro.example/oferta',
      'HTTPS://parceiro.example',
    ]) {
      expect(safeLink(link), link).toBe(link);
      expect(isSafeLink(link)).toBe(true);
    }
  });

  itRefuses('refuses what browsers open off-site', [
    '/\\evil.example',
    '/\\/evil.example',
    '//evil.example',
    '///evil.example',
    '/%5Cevil.example',
    '/%2F%2Fevil.example',
    '/./\\evil.example',
    '\\\\evil.example',
    'evil.example',
    './oferta',
  ]);

  itRefuses('refuses other schemes and credentials', [
    'javascript:alert(1)',
    'JaVaScRiPt:alert(1)',
    'data:text/html,<script>',
    'http://parceiro.example',
    'mailto:a@b.example',
    'ftp://parceiro.example',
    'https:evil.example',
    'https:///evil.example',
    'https://user:senha@parceiro.example',
    'https://',
    'https://[',
  ]);

  itRefuses('refuses control characters, tabs, newlines and spaces anywhere', [
    '/\tevil',
    '/\n/evil.example',
    '/a\rb',
    '/\u0000',
    '/a\u200Bb',
    '/a b',
    ' /vinhos',
    'https://parceiro.example/\toferta',
    'java\nscript:alert(1)',
  ]);

  it('refuses what is not a string, empty or too long', () => {
    expect(safeLink(null)).toBeNull();
    expect(safeLink(42)).toBeNull();
    expect(safeLink('')).toBeNull();
    expect(safeLink(`/${'a'.repeat(SAFE_LINK_MAX_LENGTH)}`)).toBeNull();
    expect(isSafeLink(undefined)).toBe(false);
  });
});
