import { readFileSync } from 'node:fs';
import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { CountryFlag, FLAG_CODES } from './country-flag';
import { AwardsTrophy } from './awards-trophy';

const sprite = readFileSync(new URL('./card-icons.svg', import.meta.url), 'utf8');
const symbols = new Set([...sprite.matchAll(/<symbol id="([^"]+)"/g)].map((m) => m[1]));

describe('card icons sprite', () => {
  it('has a symbol for every known flag and the trophy, and nothing else', () => {
    expect(symbols).toEqual(new Set([...FLAG_CODES, 'trophy']));
  });

  it('a known flag is an image named by the country that uses its symbol', () => {
    const html = renderToStaticMarkup(createElement(CountryFlag, { code: 'chile', name: 'Chile' }));
    expect(html).toMatch(
      /^<svg class="country-flag" role="img" aria-label="Chile" width="24" height="16">/,
    );
    expect(html).toMatch(/<use href="[^"]*card-icons[^"#]*#chile"><\/use>/);
  });

  it('an unknown country is a tag with the first letters of its name', () => {
    const html = renderToStaticMarkup(createElement(CountryFlag, { code: 'peru', name: 'Peru' }));
    expect(html).toContain('role="img" aria-label="Peru"');
    expect(html).toContain('>PE</span>');
  });

  it('the trophy keeps its title and accessible name and uses the sprite', () => {
    const awards = [{}, {}] as unknown as Parameters<typeof AwardsTrophy>[0]['awards'];
    const html = renderToStaticMarkup(createElement(AwardsTrophy, { awards }));
    expect(html).toContain('title="2 premiações" role="img" aria-label="2 premiações"');
    expect(html).toMatch(/<use href="[^"]*card-icons[^"#]*#trophy"><\/use>/);
  });
});
