import { readFileSync } from 'node:fs';
import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { CountryFlag, FLAG_CODES } from './country-flag';
import { AwardsTrophy } from './awards-trophy';

const css = readFileSync(new URL('./card-icons.css', import.meta.url), 'utf8');
const flagRules = new Set(
  [
    ...css.matchAll(
      /^\.country-flag--([a-z-]+) \{\n {2}background-image: url\("data:image\/svg\+xml,/gm,
    ),
  ]
    .map((m) => m[1])
    .filter((code) => code !== 'unknown'),
);

describe('card icons', () => {
  it('the stylesheet draws a flag for every known country code, and for nothing else', () => {
    expect(flagRules).toEqual(new Set(FLAG_CODES));
  });

  it('a known flag is an empty image named by the country, drawn by its class', () => {
    const html = renderToStaticMarkup(createElement(CountryFlag, { code: 'chile', name: 'Chile' }));
    expect(html).toBe(
      '<span class="country-flag country-flag--chile" role="img" aria-label="Chile"></span>',
    );
  });

  it('a flag without a country name is named by its code', () => {
    const html = renderToStaticMarkup(createElement(CountryFlag, { code: 'italia', name: null }));
    expect(html).toContain('aria-label="italia"');
  });

  it('an unknown country is a tag with the first letters of its name', () => {
    const html = renderToStaticMarkup(createElement(CountryFlag, { code: 'peru', name: 'Peru' }));
    expect(html).toBe(
      '<span class="country-flag country-flag--unknown" role="img" aria-label="Peru">PE</span>',
    );
  });

  it('the trophy keeps its title and accessible name, and its icon comes from the stylesheet', () => {
    const html = renderToStaticMarkup(createElement(AwardsTrophy, { count: 2 }));
    expect(html).toBe(
      '<span class="awards-trophy" title="2 premiações" role="img" aria-label="2 premiações">2</span>',
    );
    expect(css).toMatch(/\.awards-trophy::before \{[^}]*mask: var\(--trophy\)/);
    expect(renderToStaticMarkup(createElement(AwardsTrophy, { count: 0 }))).toBe('');
  });
});
