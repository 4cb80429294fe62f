/**
 * The next box of a club subscription (issue #15 `/winebox-do-seu-jeito/`, ADR 0022): the curated
 * selection of its line for the box's month (domain `boxSelection` over the catalogue's wines),
 * the member's choice (`subscription_box_choices`, one per subscription and box date) or the
 * curators' default, and the box a billed period records.
 */
import { and, eq, gt } from 'drizzle-orm';
import { boxSelection, defaultChoice, type BoxCandidate } from '@adega/domain/club/box';
import type { IsoDate } from '@adega/domain/club/calendar';
import { clubLine, isClubLineSlug, type ClubLineSlug } from '@adega/domain/club/plans';
import type { BoxWineDto, NextBoxDto } from '../../contract/subscriptions.ts';
import { products, subscriptionBoxChoices, type PeriodBox } from '../../db/schema.ts';
import { productImageUrl, productUrl } from '../catalog/service.ts';
import type { SubscriptionRow } from './store.ts';
import type { Queryable } from '../../db/client.ts';

export const NO_BOX = 'Só as assinaturas do clube têm caixa.';

interface BoxWine extends BoxCandidate {
  name: string;
  type: string | null;
  country: string | null;
}

/** The wines a box may hold: available wines of the Wine store with stock. */
async function candidates(q: Queryable): Promise<BoxWine[]> {
  const rows = await q
    .select({
      sku: products.code,
      name: products.name,
      wineType: products.wineType,
      countryCode: products.countryCode,
      country: products.countryName,
      grapes: products.grapes,
      salePrice: products.salePrice,
      rating: products.rating,
      attributes: products.attributes,
    })
    .from(products)
    .where(
      and(
        eq(products.productType, 'Vinho'),
        eq(products.available, true),
        eq(products.inWine, true),
        gt(products.stock, 0),
      ),
    );
  return rows.map((row) => ({ ...row, type: row.attributes.TIPO ?? null }));
}

function wineDto(wine: BoxWine): BoxWineDto {
  return {
    sku: wine.sku,
    name: wine.name,
    href: productUrl(wine.sku),
    image: productImageUrl(wine.sku),
    type: wine.type,
    country: wine.country,
  };
}

/** The selection of a line for the box of `boxDate`. */
export async function selectionOf(
  q: Queryable,
  line: ClubLineSlug,
  boxDate: IsoDate,
): Promise<BoxWine[]> {
  return boxSelection(await candidates(q), line, boxDate);
}

/**
 * The bottles of the box: the member's choice when it was made for this line and every wine of it
 * is still in the selection, else the default. A change of category makes the old choice moot.
 */
async function bottlesOf(
  q: Queryable,
  row: SubscriptionRow,
  line: ClubLineSlug,
  boxDate: IsoDate,
  selection: readonly BoxWine[],
): Promise<{ custom: boolean; wines: BoxWine[] }> {
  const [choice] = await q
    .select({ line: subscriptionBoxChoices.line, skus: subscriptionBoxChoices.skus })
    .from(subscriptionBoxChoices)
    .where(
      and(
        eq(subscriptionBoxChoices.subscriptionId, row.id),
        eq(subscriptionBoxChoices.boxDate, boxDate),
      ),
    );
  const bottles = clubLine(line).bottlesPerBox;
  if (choice?.line === line) {
    const wines = choice.skus.map((sku) => selection.find((wine) => wine.sku === sku));
    if (wines.length === bottles && wines.every((wine) => wine !== undefined)) {
      return { custom: true, wines: wines as BoxWine[] };
    }
  }
  return { custom: false, wines: defaultChoice(selection, bottles) };
}

/** The box a billed club period records (its line and wines). */
export async function periodBox(
  q: Queryable,
  row: SubscriptionRow,
  boxDate: IsoDate,
): Promise<PeriodBox | null> {
  if (row.kind !== 'CLUB' || !isClubLineSlug(row.plan)) return null;
  const selection = await selectionOf(q, row.plan, boxDate);
  const { custom, wines } = await bottlesOf(q, row, row.plan, boxDate, selection);
  return {
    line: row.plan,
    custom,
    wines: wines.map((wine) => ({ sku: wine.sku, name: wine.name })),
  };
}

/** The answer of `GET|PUT /api/v1/winepass/{assinaturaUid}/box` for a club subscription. */
export async function nextBoxDto(
  q: Queryable,
  row: SubscriptionRow,
  line: ClubLineSlug,
  selection: readonly BoxWine[],
  changeable: boolean,
): Promise<NextBoxDto> {
  const { custom, wines } = await bottlesOf(q, row, line, row.nextBillingDate, selection);
  const plan = clubLine(line);
  return {
    assinaturaUid: String(row.id),
    clubeUid: line,
    lineName: plan.name,
    boxDate: row.nextBillingDate,
    bottlesPerBox: plan.bottlesPerBox,
    skipped: row.skipNext > 0,
    changeable,
    custom,
    chosen: wines.map(wineDto),
    selection: selection.map(wineDto),
  };
}

/** Records the member's choice of the box of `boxDate` (one row per box: replaced). */
export async function saveChoice(
  q: Queryable,
  row: SubscriptionRow,
  line: ClubLineSlug,
  skus: readonly string[],
  at: Date,
): Promise<void> {
  await q
    .insert(subscriptionBoxChoices)
    .values({
      subscriptionId: row.id,
      boxDate: row.nextBillingDate,
      line,
      skus: [...skus],
      updatedAt: at,
    })
    .onConflictDoUpdate({
      target: [subscriptionBoxChoices.subscriptionId, subscriptionBoxChoices.boxDate],
      set: { line, skus: [...skus], updatedAt: at },
    });
}
