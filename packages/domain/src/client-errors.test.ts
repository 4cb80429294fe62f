import { describe, expect, it } from 'vitest';
import { capText, CLIENT_ERROR_LIMITS, scrubReport, stripQueries } from './client-errors.ts';

describe('error reports', () => {
  it('strips query strings and fragments from every URL', () => {
    expect(stripQueries('at https://loja.test/a.js?email=x@y.z:1:2')).toBe(
      'at https://loja.test/a.js',
    );
    expect(stripQueries('/minha-wine?token=abc#x failed')).toBe('/minha-wine failed');
    expect(stripQueries('no urls here')).toBe('no urls here');
  });
  it('caps texts', () => {
    expect(capText('abc', 5)).toBe('abc');
    expect(capText('abcdef', 4)).toBe('abc…');
  });
  it('scrubs a whole report', () => {
    const long = 'x'.repeat(10000);
    const report = scrubReport({
      source: 'client',
      kind: 'error',
      name: 'TypeError',
      message: `boom at /p?cpf=123 ${long}`,
      stack: long,
      url: 'https://loja.test/produto?email=a@b.c',
      at: '2026-11-24T12:00:00.000Z',
    });
    expect(report.message.length).toBe(CLIENT_ERROR_LIMITS.message);
    expect(report.message).not.toContain('cpf');
    expect(report.stack?.length).toBe(CLIENT_ERROR_LIMITS.stack);
    expect(report.url).toBe('https://loja.test/produto');
    expect(scrubReport({ ...report, stack: null, url: null }).stack).toBeNull();
  });
});
