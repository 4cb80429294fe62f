/**
 * Seed campaign (issue #18, ADR 0033): the Black Friday of the WINE store, starting two days after
 * the seed's `now` and lasting three days, with lead capture and a dozen of the catalogue's wines.
 * Inserted only when missing: an operator's (or a test's) version of it is kept.
 */
import { and, eq, sql } from 'drizzle-orm';
import { BLACK_FRIDAY_SLUG } from '@adega/domain/promotions/campaigns';
import { ROUTES } from '@adega/domain/urls';
import type { Tx } from '../db/client.ts';
import { queryRows } from '../db/client.ts';
import { campaigns } from '../db/schema.ts';
import { sanitizeCampaignHtml } from '../modules/campaigns/sanitize.ts';

const DAY_MS = 24 * 60 * 60_000;

export async function seedCampaigns(tx: Tx, now: Date): Promise<number> {
  const existing = await tx
    .select({ id: campaigns.id })
    .from(campaigns)
    .where(and(eq(campaigns.store, 'WINE'), eq(campaigns.slug, BLACK_FRIDAY_SLUG)));
  if (existing.length > 0) return 0;
  const wines = await queryRows<{ code: string }>(
    tx,
    sql`select code from products p where p.in_wine and p.available and p.list_price > 0
      and p.category = 'vinho' order by p.list_price - p.sale_price desc, p.id limit 12`,
  );
  const startsAt = new Date(now.getTime() + 2 * DAY_MS);
  await tx.insert(campaigns).values({
    store: 'WINE',
    slug: BLACK_FRIDAY_SLUG,
    name: 'Black Friday Adega',
    audience: 'everyone',
    imageDesktop: '/campanhas/black-friday-desktop.svg',
    imageMobile: '/campanhas/black-friday-mobile.svg',
    offerUrl: ROUTES.blackFriday,
    startsAt,
    endsAt: new Date(startsAt.getTime() + 3 * DAY_MS),
    modals: {
      justStarted: {
        title: 'A Black Friday começou!',
        body: sanitizeCampaignHtml(
          '<p>Vinhos selecionados com <strong>até 60% de desconto</strong>, enquanto durarem os estoques.</p>',
        ),
      },
      almostEnded: {
        title: 'Tá acabando',
        body: sanitizeCampaignHtml('<p>As ofertas da Black Friday terminam em poucas horas.</p>'),
      },
      justEnded: {
        title: 'Promoção encerrada',
        body: sanitizeCampaignHtml(
          '<p>A Black Friday terminou. Obrigado por brindar com a gente!</p>',
        ),
      },
    },
    skus: wines.map((wine) => wine.code),
    leadCapture: true,
    updatedAt: now,
  });
  return 1;
}
