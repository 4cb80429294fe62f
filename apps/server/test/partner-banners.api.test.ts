/**
 * SPEC §9: the partner programmes' banner and terms links, through the real web build. The
 * links come from configuration (PARTNER_TERMS_LINKS, checked by the safe-link rule at boot);
 * a programme without one links to its item in the help centre, which opens at that anchor.
 */
import { describe, expect, it } from 'vitest';
import { PARTNER_PROGRAMMES } from '@adega/domain/constants';
import { page } from './support/pages.ts';
import { useTestApp } from './support/suite.ts';

const t = useTestApp({
  web: true,
  env: { PARTNER_TERMS_LINKS: 'Smiles=https://parceiros.example/smiles/regulamento' },
});

/** The banner's items: name and terms link (with its attributes). */
function bannersOf(html: string) {
  const section = /<section[^>]*aria-labelledby="parceiros-titulo"[^>]*>([\s\S]*?)<\/section>/.exec(
    html,
  )?.[1];
  expect(section).toBeDefined();
  return [...(section ?? '').matchAll(/<h3[^>]*>([^<]+)<\/h3>[\s\S]*?<a ([^>]+)>/g)].map(
    ([, name, link]) => ({ name, link }),
  );
}

describe('partner programme banners (SPEC §9)', () => {
  it('shows every programme on the club page with its terms link', async () => {
    const club = await page(t, '/clubewine');
    expect(club.status).toBe(200);
    expect(club.html).toContain('Programas parceiros');
    const banners = bannersOf(club.html);
    expect(banners).toHaveLength(PARTNER_PROGRAMMES.length);
    expect(banners.map((b) => b.name)).toEqual([
      'Smiles',
      'Santander',
      'Itaú Personnalité',
      'Wine Prime',
      'Wine Prime para experimentar',
      'WineYou',
      'Turbine',
    ]);
    // The configured link opens in a new tab; the others are the help centre's anchors.
    expect(banners[0]?.link).toContain('href="https://parceiros.example/smiles/regulamento"');
    expect(banners[0]?.link).toContain('target="_blank"');
    expect(banners[0]?.link).toContain('rel="noopener noreferrer"');
    expect(banners[1]?.link).toContain('href="/ajuda#parceiro-santander"');
    expect(banners[1]?.link).not.toContain('target=');
  });

  it("puts each programme's terms in the help centre at its anchor", async () => {
    const help = await page(t, '/ajuda');
    expect(help.status).toBe(200);
    expect(help.html).toContain('Programas parceiros');
    for (const slug of ['smiles', 'santander', 'personnalite', 'prime', 'prime-teste', 'pass']) {
      expect(help.html).toContain(`id="parceiro-${slug}"`);
    }
    expect(help.html).toContain('Regulamento: Turbine');
  });

  it('leaves them out of the outlet, which has no club', async () => {
    const host = 'outlet.localhost';
    expect((await t.request('/clubewine', { host })).status).toBe(404);
    const help = await t.request('/ajuda', { host });
    expect(help.status).toBe(200);
    expect(await help.text()).not.toContain('Programas parceiros');
  });
});
