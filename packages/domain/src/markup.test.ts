import { describe, expect, it } from 'vitest';
import { escapeMarkup, scriptJson } from './markup';

describe('escapeMarkup', () => {
  it('replaces the five markup characters, each once, and keeps the rest', () => {
    expect(escapeMarkup(`Tom & Jerry's <b class="x">vinho</b> — ação`)).toBe(
      'Tom &amp; Jerry&#39;s &lt;b class=&quot;x&quot;&gt;vinho&lt;/b&gt; — ação',
    );
    expect(escapeMarkup('&amp;')).toBe('&amp;amp;');
    expect(escapeMarkup('')).toBe('');
  });

  it('answers text an XML parser reads back as the original', () => {
    const original = `a<b>&"c'd`;
    const decoded = escapeMarkup(original).replace(
      /&(amp|lt|gt|quot|#39);/g,
      (_m, name: string) => ({ amp: '&', lt: '<', gt: '>', quot: '"', '#39': "'" })[name] ?? '',
    );
    expect(decoded).toBe(original);
  });
});

describe('scriptJson', () => {
  it('writes no "<" and parses back to the same value', () => {
    const value = { name: '</script><script>alert(1)</script>', note: '<!-- x', n: 1 };
    const json = scriptJson(value);
    expect(json).not.toContain('<');
    expect(JSON.parse(json)).toEqual(value);
  });
});
