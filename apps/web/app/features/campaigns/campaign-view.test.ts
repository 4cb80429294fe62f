import { describe, expect, it } from 'vitest';
import { offerHref } from './campaign-view';

describe('offerHref (issue #33 F15)', () => {
  it('keeps a safe offer link and sends anything else home', () => {
    expect(offerHref('/black-friday')).toBe('/black-friday');
    expect(offerHref('https://parceiro.example/x')).toBe('https://parceiro.example/x');
    expect(offerHref('/\\evil.example')).toBe('/');
    expect(offerHref('javascript:alert(1)')).toBe('/');
  });
});
