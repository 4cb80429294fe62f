import { describe, expect, it } from 'vitest';
import { DEFAULT_AFTER_SIGN_IN, safeRedirect, signInUrl } from './redirect';

describe('safeRedirect: only same-site paths are followed after sign-in', () => {
  it.each([
    ['/minha-wine', '/minha-wine'],
    ['/checkout.ep', '/checkout.ep'],
    ['/vinhos/cVINHOS.html?ordem=nome', '/vinhos/cVINHOS.html?ordem=nome'],
    ['/minha-wine#/notificacoes', '/minha-wine#/notificacoes'],
    ['/search.ep?keyWords=vinho%20tinto', '/search.ep?keyWords=vinho%20tinto'],
    // Dot segments are resolved, and stay on this site.
    ['/a/../minha-wine', '/minha-wine'],
    ['/../../etc', '/etc'],
  ])('%j → %j', (value, expected) => {
    expect(safeRedirect(value)).toBe(expected);
  });

  it.each([
    null,
    undefined,
    '',
    'minha-wine',
    'https://evil.example/',
    'http://localhost:3000/minha-wine',
    '//evil.example/path',
    '///evil.example',
    '/\\evil.example',
    '\\/evil.example',
    '/\tevil',
    ' /minha-wine',
    '/minha-wine\n',
    'javascript:alert(1)',
    `/${'a'.repeat(2001)}`,
  ])('%j falls back to my account', (value) => {
    expect(safeRedirect(value)).toBe(DEFAULT_AFTER_SIGN_IN);
  });

  it('keeps percent-encoded characters encoded: they stay part of the path', () => {
    expect(safeRedirect('/%0a')).toBe('/%0a');
  });

  it('judges the decoded target too (issue #12): encoded slashes and dot segments fall back', () => {
    expect(safeRedirect('/%2F%2Fevil.example')).toBe(DEFAULT_AFTER_SIGN_IN);
    expect(safeRedirect('/.//evil.example')).toBe(DEFAULT_AFTER_SIGN_IN);
    expect(safeRedirect('/..//evil.example')).toBe(DEFAULT_AFTER_SIGN_IN);
  });

  it('uses the given fallback', () => {
    expect(safeRedirect('//x', '/')).toBe('/');
  });

  it('builds sign-in links that come back to the page', () => {
    expect(signInUrl('/checkout.ep')).toBe('/sign-in.ep?redirect=%2Fcheckout.ep');
    expect(signInUrl('/minha-wine')).toBe('/sign-in.ep');
    expect(signInUrl('//evil.example')).toBe('/sign-in.ep');
    expect(signInUrl(null)).toBe('/sign-in.ep');
  });
});
