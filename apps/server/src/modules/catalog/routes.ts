/**
 * The catalogue's HTTP (SPEC §7):
 * - REST `GET /api/v2/products/{sku}?expand=attributes` (pendura rule of §3 applied) and
 *   `GET /api/v1/products/{sku}?expand=basic_attributes|attributes` (tracking). Public JSON
 *   carries money as decimal reais (the spec's clients read `listPrice`, `amount`…).
 * - RPC `retrieveMenuInfo`, `retrieveMenuCounts`, `getDateTime`.
 */
import { AppError } from '@adega/domain/errors';
import { STORE_TIME_ZONE } from '@adega/domain/constants';
import { SKU_MAX, SKU_PATTERN } from '@adega/domain/validation/sku';
import type { Store } from '@adega/domain/store';
import { z } from 'zod';
import type { AppDeps } from '../../deps.ts';
import { publicUrlOf } from '../../config.ts';
import { noInput } from '../../http/input.ts';
import { defineOperation, rest, type HttpModule } from '../../http/operation.ts';
import { PUBLIC_PRODUCT_MONEY, type CatalogApi, type ProductDetail } from '../../contract.ts';
import { buildMenu } from './menu.ts';
import * as repo from './repo.ts';
import { detailOf } from './service.ts';

const SKU = z
  .string()
  .trim()
  .min(1, { error: 'Informe o sku do produto.' })
  .max(SKU_MAX, { error: `O sku deve ter no máximo ${SKU_MAX} caracteres.` })
  .regex(SKU_PATTERN, {
    error: 'O sku só aceita letras, números, ponto, hífen e sublinhado.',
  });

const v2Query = z.object({
  expand: z
    .enum(['attributes'], { error: "O parâmetro expand aceita apenas 'attributes'." })
    .optional(),
});
const v1Query = z.object({
  expand: z
    .enum(['basic_attributes', 'attributes'], {
      error: "O parâmetro expand aceita 'basic_attributes' ou 'attributes'.",
    })
    .optional(),
});

const BASIC_ATTRIBUTES = ['PAIS', 'TIPO', 'MENUUVA', 'REGIAO', 'CLASSIFICACAO'] as const;

function publicProduct(p: ProductDetail, origin: string) {
  return {
    id: p.id,
    sku: p.code,
    code: p.code,
    productSku: p.code,
    guid: p.guid,
    name: p.name,
    brand: p.brand,
    type: p.productType === 'Kit' ? 'Bundle' : p.productType,
    productType: p.productType,
    image: `${origin}${p.imageUrl}`,
    imageUrl: `${origin}${p.imageUrl}`,
    url: `${origin}${p.url}`,
    grape: p.grapeLabel,
    countryName: p.countryName,
    listPrice: p.listPrice,
    salePrice: p.salePrice,
    clubPrice: p.clubPrice,
    salesPriceNonMember: p.salePrice,
    salesPriceClubMember: p.clubPrice,
    rating: p.rating,
    ratio: p.rating,
    evaluations: p.evaluations,
    awards: p.awards,
    available: p.available,
    promotion: p.promotion && {
      active: p.promotion.active,
      club_member_only: p.promotion.clubMemberOnly,
      final_date: p.promotion.finalDate,
      stamps: p.promotion.stamps,
      hide_stock_amount: p.promotion.hideStockAmount,
      // F16 (ADR 0050): the units the page shows, never the exact stock.
      stock: p.promotion.stock,
      last_units: p.promotion.lastUnits,
      trigger_stock_out: p.promotion.triggerStockOut,
      limit_per_unit: p.promotion.limitPerUnit,
    },
    constituents: p.constituents.map((c) => ({
      sku: c.code,
      name: c.name,
      type: c.type,
      constituentQuantity: c.quantity,
    })),
  };
}

const storeInput = z
  .object({
    store: z.enum(['WINE', 'OUTLET'], { error: "store deve ser 'WINE' ou 'OUTLET'." }).optional(),
  })
  .strict();

export function catalogModule(deps: AppDeps, catalog: CatalogApi): HttpModule {
  /** The product and its public JSON for the store. */
  const load = async (sku: string, store: Store) => {
    const row = await repo.productByCodeAnyStore(deps.db, sku);
    if (!row) throw new AppError('NOT_FOUND', `Produto ${sku} não encontrado.`);
    const product = await detailOf(deps.db, row);
    // Absolute URLs from configuration (PUBLIC_URL per store), never from the request's Host.
    return { product, body: publicProduct(product, publicUrlOf(deps.config, store)) };
  };

  const productV2 = defineOperation({
    name: 'productV2',
    money: PUBLIC_PRODUCT_MONEY,
    input: v2Query.extend({ sku: SKU }),
    auth: 'public',
    handler: async (input, { store }) => {
      const { product, body } = await load(input.sku, store);
      // SPEC §7/§3: penduraPromotion is discarded unless DEFAULT or DEFAULT_NEW (NEW → bypass).
      const pendura = product.pendura;
      return {
        ...body,
        penduraPromotion: pendura?.type === 'PENDURA_DEFAULT' ? pendura : null,
        penduraPromotionBypass: pendura?.type === 'PENDURA_DEFAULT_NEW' ? pendura : null,
        ...(input.expand === 'attributes' ? { attributes: product.attributes } : {}),
      };
    },
  });

  const productV1 = defineOperation({
    name: 'productV1',
    money: PUBLIC_PRODUCT_MONEY,
    input: v1Query.extend({ sku: SKU }),
    auth: 'public',
    handler: async (input, { store }) => {
      const { product, body } = await load(input.sku, store);
      const attributes =
        input.expand === 'attributes'
          ? product.attributes
          : input.expand === 'basic_attributes'
            ? Object.fromEntries(
                BASIC_ATTRIBUTES.filter((k) => k in product.attributes).map((k) => [
                  k,
                  product.attributes[k],
                ]),
              )
            : undefined;
      return { ...body, category: product.category, ...(attributes ? { attributes } : {}) };
    },
  });

  return {
    rest: [
      rest('GET', '/api/v2/products/:sku', productV2),
      rest('GET', '/api/v1/products/:sku', productV1),
    ],
    operations: [
      defineOperation({
        name: 'retrieveMenuInfo',
        input: storeInput,
        auth: 'public',
        handler: async (input, ctx) => {
          const store = input.store ?? ctx.store;
          const [counts, producers] = await Promise.all([
            catalog.menuCounts(store),
            catalog.producers(store),
          ]);
          return buildMenu(store, counts, producers);
        },
      }),
      defineOperation({
        name: 'retrieveMenuCounts',
        input: storeInput,
        auth: 'public',
        handler: (input, ctx) => catalog.menuCounts(input.store ?? ctx.store),
      }),
      defineOperation({
        name: 'getDateTime',
        input: noInput,
        auth: 'public',
        handler: () => {
          const now = deps.now();
          return {
            dateTime: now.toISOString(),
            epochMillis: now.getTime(),
            timeZone: STORE_TIME_ZONE,
          };
        },
      }),
    ],
  };
}
