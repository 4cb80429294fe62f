import { describe, expect, it } from 'vitest';
import { REDIRECT_MAX_LENGTH, safeRedirect } from './redirect';
import { itReturns } from './test-support/examples.ts';

describe('safeRedirect refuses every known open-redirect form', () => {
  it.each([
    // Protocol-relative and scheme forms.
    '//evil.example',
    '///evil.example',
    '////evil.example',
    '//evil.example@good.example',
    '//evil.example/%2F..',
    'http://evil.example',
    'https://evil.example/minha-wine',
    'HTTPS://evil.example',
    'https:evil.example',
    'https:/evil.example',
    'javascript:alert(1)',
    'JaVaScRiPt:alert(1)',
    'data:text/html,<script>alert(1)</script>',
    'vbscript:msgbox(1)',
    'evil.example',
    '@evil.example',
    '.evil.example',
    // Dot segments that resolve to '//'.
    '/.//evil.example',
    '/..//evil.example',
    '/a/../..//evil.example',
    '/%2e%2e//evil.example',
    '/%2E//evil.example',
    '/.%2e//evil.example',
    // Backslashes, raw or encoded.
    '/\\evil.example',
    '\\\\evil.example',
    '\\/evil.example',
    '/\\/evil.example',
    '/%5cevil.example',
    '/%5C%5Cevil.example',
    // Encoded slashes, once or more.
    '/%2F%2Fevil.example',
    '%2f%2fevil.example',
    '/%252F%252Fevil.example',
    '/%25252F/evil.example',
    '/x%2F..%2F..%2F%2Fevil.example',
    // Whitespace and control characters (browsers drop them before parsing).
    '\t//evil.example',
    '/\t/evil.example',
    '/%09/evil.example',
    '/%0a/evil.example',
    '/%0d%0a/evil.example',
    '/\n/evil.example',
    '/\r\n/evil.example',
    ' //evil.example',
    '/ /evil.example',
    '/%20/evil.example',
    '/\u0000/evil.example',
    '/%00/evil.example',
    '/\u200b/evil.example',
    '/%E2%80%8B/evil.example',
    '/\u00a0/evil.example',
    // Unicode look-alikes folded by NFKC.
    '／／evil.example',
    '/／evil.example',
    '/%EF%BC%8Fevil.example',
    '/＼evil.example',
    // Encoded deeper than the bound.
    `/%${'25'.repeat(7)}2F/evil.example`,
    // Not a string, empty, too long.
    '',
    `/${'a'.repeat(REDIRECT_MAX_LENGTH)}`,
  ])('%j → the fallback', (target) => {
    expect(safeRedirect(target)).toBe('/');
    expect(safeRedirect(target, '/minha-wine')).toBe('/minha-wine');
  });

  it.each([null, undefined, 42, {}, ['/minha-wine'], true])(
    '%j (not a string) → the fallback',
    (target) => {
      expect(safeRedirect(target)).toBe('/');
    },
  );
});

describe('safeRedirect keeps paths of this site', () => {
  itReturns('%j → %j', safeRedirect, [
    ['/', '/'],
    ['/minha-wine', '/minha-wine'],
    ['/checkout.ep', '/checkout.ep'],
    ['/vinhos/cVINHOS.html?ordem=nome', '/vinhos/cVINHOS.html?ordem=nome'],
    ['/minha-wine#/notificacoes', '/minha-wine#/notificacoes'],
    [
      '/search.ep?keyWords=vinho%20tinto&page=2#top',
      '/search.ep?keyWords=vinho%20tinto&page=2#top',
    ],
    ['/search.ep?keyWords=100%25', '/search.ep?keyWords=100%25'],
    ['/search.ep?next=//evil.example', '/search.ep?next=//evil.example'],
    ['/prod1234.html', '/prod1234.html'],
    ['/vinhos/rosé', '/vinhos/ros%C3%A9'],
    ['/%0a', '/%0a'],
    ['/%zz', '/%zz'],
    ['/%C3%zz', '/%C3%zz'],
    // Dot segments are resolved and stay on this site.
    ['/a/../minha-wine', '/minha-wine'],
    ['/../../etc', '/etc'],
    ['/./minha-wine', '/minha-wine'],
  ]);
});
