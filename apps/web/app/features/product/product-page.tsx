import type { CustomProductDisplay, ProductDetail } from '@adega/server/contract';
import type { CardContext } from './product-card-list';
import { scriptJson } from '@adega/domain/markup';
import { isMemberPriceHidden, isSubscriber, showsMembersOnlyNotice } from '@adega/domain/roles';
import { customerPrice } from '@adega/domain/pricing/customer-price';
import { installmentsOffer } from '@adega/domain/checkout/installments';
import { isAvailable } from '@adega/domain/pricing/availability';
import { taxBanner, type TaxBannerSettings } from '@adega/domain/pricing/tax';
import { trophyTitle } from '@adega/domain/enums';
import { toReais } from '@adega/domain/money';
import {
  ROUTES,
  allWinesUrl,
  productUrl,
  producerUrl,
  storeUrl,
  isListingAvailable,
} from '@adega/domain/urls';
import { seo } from '../../lib/seo';
import { formatVolume, grapeName } from '../../lib/format';
import { Breadcrumbs } from '../listing';
import { AddToCartButton } from './add-to-cart-button';
import { WishlistControls } from '../winelists';
import { CountryFlag } from './country-flag';
import { DiscountTag } from './discount-tag';
import { PenduraMessage } from './pendura-message';
import { Price } from '../../components/ui/price';
import { PriceBox } from './price-box';
import { ProductImage } from '../../components/ui/product-image';
import { PromotionStrip } from './promotion-strip';
import { Rating } from './rating';
import { TypeDot } from './type-dot';
import { useProductViewTracking } from './product-tracking';
import { ShippingCalculator } from './shipping-calculator';
import { StockAlert } from './stock-alert';
import { MembersOnlyNotice } from './members-only-notice';
import { isSubscriptionItem } from '@adega/domain/pricing/prime-toggle';
import './product.css';
import './product-page.css';

const PAGE_IMAGE_WIDTH = 300;
const PAGE_IMAGE_HEIGHT = 440;

export interface ProductPageProps {
  product: ProductDetail;
  cards: CardContext;
  /** context.customProductDisplay() (tax-savings banner settings). */
  display: ProductPageDisplay | null;
  origin: string;
}

/** What the page reads of custom_product_display: the tax banner (its colours are the root's). */
export type ProductPageDisplay = Pick<
  CustomProductDisplay,
  keyof TaxBannerSettings | 'text' | 'secondaryText'
>;

/** The page's fields of the display settings (ADR 0036: nothing else inline in the page). */
export function productPageDisplay(
  display: CustomProductDisplay | null,
): ProductPageDisplay | null {
  if (!display) return null;
  return {
    active: display.active,
    taxPercentage: display.taxPercentage,
    taxText: display.taxText,
    taxTextLeft: display.taxTextLeft,
    taxTextRight: display.taxTextRight,
    enabledAtProductPage: display.enabledAtProductPage,
    enabledOncart: display.enabledOncart,
    text: display.text,
    secondaryText: display.secondaryText,
  };
}

/** The promotion as the domain's members-only rule reads it (SPEC §3 field names). */
function membersOnlyPromotion(product: ProductDetail) {
  const promotion = product.promotion;
  return promotion
    ? { active: promotion.active, club_member_only: promotion.clubMemberOnly }
    : null;
}

/** Attributes shown in 'Ficha técnica', in this order, with pt-BR names. */
function attributeRows(product: ProductDetail): { label: string; value: string }[] {
  const a = product.attributes;
  const rows: { label: string; value: string | null | undefined }[] = [
    { label: 'Produtor', value: product.producerName },
    { label: 'Tipo', value: product.typeLabel ?? a.TIPO },
    { label: 'País', value: product.countryName ?? a.PAIS },
    { label: 'Região', value: product.region ?? a.REGIAO },
    {
      label: 'Uvas',
      value:
        product.grapeLabel ??
        (product.grapes.length ? product.grapes.map(grapeName).join(', ') : a.MENUUVA),
    },
    { label: 'Safra', value: product.vintage ? String(product.vintage) : null },
    { label: 'Classificação', value: a.CLASSIFICACAO },
    { label: 'Corpo', value: a.LVL_CORPO },
    { label: 'Estilo de cerveja', value: a.ESTILO_CERVEJA },
    { label: 'Amargor (IBU)', value: a.AMARGOR_IBU },
    { label: 'Volume', value: product.volumeMl ? formatVolume(product.volumeMl) : null },
    { label: 'Código', value: product.code },
  ];
  return rows.filter((row): row is { label: string; value: string } => Boolean(row.value));
}

/**
 * The banner's sentence around the saved amount: taxTextLeft/taxTextRight when configured, else
 * taxText with its '{value}' placeholder (SPEC §3 settings give the texts; the amount is ours).
 */
function taxBannerLine(banner: { text: string; textLeft: string; textRight: string }) {
  if (banner.textLeft || banner.textRight)
    return { before: banner.textLeft, after: banner.textRight };
  const [before = '', after = ''] = banner.text.split('{value}');
  return { before: before.trim(), after: after.trim() };
}

/** schema.org Product with an Offer in BRL and aggregateRating when rated. */
export function productJsonLd(product: ProductDetail, origin: string, price: number) {
  const url = productUrl(product, origin);
  return {
    '@context': 'https://schema.org',
    '@type': 'Product',
    name: product.name,
    sku: product.code,
    productID: product.guid,
    image: absolute(origin, product.imageUrl),
    description: product.description || undefined,
    brand: { '@type': 'Brand', name: product.producerName ?? product.brand },
    ...(product.countryName ? { countryOfOrigin: product.countryName } : {}),
    offers: {
      '@type': 'Offer',
      url: url.startsWith('http') ? url : absolute(origin, url),
      priceCurrency: 'BRL',
      price: toReais(price).toFixed(2),
      availability: isAvailable(product)
        ? 'https://schema.org/InStock'
        : 'https://schema.org/OutOfStock',
      itemCondition: 'https://schema.org/NewCondition',
    },
    ...(product.rating !== null && product.evaluations > 0
      ? {
          aggregateRating: {
            '@type': 'AggregateRating',
            ratingValue: product.rating.toFixed(1),
            reviewCount: product.evaluations,
            bestRating: 5,
            worstRating: 1,
          },
        }
      : {}),
  };
}

function absolute(origin: string, url: string): string {
  return /^https?:/i.test(url) ? url : `${origin.replace(/\/+$/, '')}${url}`;
}

/** Meta tags of a product page: title, description, canonical, Open Graph with the image. */
export function productMeta(product: ProductDetail, origin: string, siteName: string) {
  const description = (
    product.description ||
    `${product.name}${product.countryName ? ` (${product.countryName})` : ''}.`
  )
    .replace(/\s+/g, ' ')
    .slice(0, 160);
  const path = productUrl(product, '');
  return seo({
    origin,
    path: path.startsWith('http') ? new URL(path).pathname : path,
    title: product.name,
    description,
    image: absolute(origin, product.imageUrl),
    type: 'product',
    siteName,
  });
}

/** The product page of /prod{code}.html: everything the card has plus details. */
export function ProductPage({
  product,
  cards: { store, now, hideMemberPrice, customer },
  display,
  origin,
}: ProductPageProps) {
  const subscriber = isSubscriber(customer);
  const memberHidden = isMemberPriceHidden({ store, pageSetting: hideMemberPrice });
  const price = customerPrice(product, subscriber && !memberHidden);
  const installments = installmentsOffer(price);
  const href = productUrl(product, '');
  const banner = taxBanner(display, 'product', product, subscriber);
  const crumbs = [
    { label: 'Início', href: ROUTES.home },
    ...(storeUrl(store) !== ROUTES.home ? [{ label: 'Loja', href: storeUrl(store) }] : []),
    ...(product.category === 'vinho' || product.category === 'kit'
      ? [{ label: 'Vinhos', href: allWinesUrl() }]
      : []),
    { label: product.name, href },
  ];
  const rows = attributeRows(product);
  const taxLine = banner ? taxBannerLine(banner) : { before: '', after: '' };
  const jsonLd = productJsonLd(product, origin, price);
  const showProducer = product.producerSlug && isListingAvailable('producers', store);
  useProductViewTracking(product, price);

  return (
    <div className="container product-page">
      <Breadcrumbs crumbs={crumbs} />
      <div className="product-page__top">
        <div className="product-page__media">
          <ProductImage
            imageUrl={product.imageUrl}
            width={PAGE_IMAGE_WIDTH}
            height={PAGE_IMAGE_HEIGHT}
            alt={product.name}
            fetchPriority="high"
            eager
          />
          <span className="product-page__tag">
            <DiscountTag
              price={price}
              listPrice={product.listPrice}
              member={subscriber && !memberHidden}
            />
          </span>
        </div>
        <div className="product-page__summary">
          <h1 className="product-page__name">{product.name}</h1>
          <div className="product-page__meta">
            {product.countryCode && (
              <span className="product-page__country">
                <CountryFlag code={product.countryCode} name={product.countryName} />
                <span>{product.countryName}</span>
              </span>
            )}
            {product.wineType && (
              <span className="product-page__type">
                <TypeDot type={product.typeLabel ?? product.wineType} label={product.typeLabel} />
                <span>{product.typeLabel}</span>
              </span>
            )}
            <Rating rating={product.rating} evaluations={product.evaluations} />
          </div>
          {showProducer && product.producerName && (
            <p className="product-page__producer">
              Produtor: <a href={producerUrl(product.producerSlug ?? '')}>{product.producerName}</a>
            </p>
          )}
          <PromotionStrip product={product} now={now} showUnavailable />
          <PriceBox
            product={product}
            subscriber={subscriber}
            hideMemberPrice={memberHidden}
            size="page"
          />
          {isAvailable(product) && installments ? (
            <p className="product-page__installments">{installments}</p>
          ) : null}
          <PenduraMessage product={product} customerPrice={price} subscriber={subscriber} />
          {banner && (
            <aside className="tax-banner" aria-label="Economia de impostos">
              {display?.text ? (
                <p className="tax-banner__prices">
                  <span className="tax-banner__badge">{display.text}</span>{' '}
                  <s className="tax-banner__full-price">
                    <Price centavos={price} />
                  </s>{' '}
                  <Price centavos={price - banner.saved} className="tax-banner__price" />
                </p>
              ) : null}
              <p className="tax-banner__saving">
                {taxLine.before && <span>{taxLine.before} </span>}
                <Price centavos={banner.saved} className="tax-banner__amount" />
                {taxLine.after && <span> {taxLine.after}</span>}
              </p>
              {display?.secondaryText ? (
                <p className="tax-banner__secondary">{display.secondaryText}</p>
              ) : null}
            </aside>
          )}
          <AddToCartButton product={product} subscriber={subscriber} href={href} variant="page" />
          {/* Issue #34: a sold-out wine takes 'Avise-me'; a members-only one says why and where. */}
          {!isAvailable(product) && !isSubscriptionItem(product) ? (
            <StockAlert sku={product.code} loggedIn={customer !== null} />
          ) : showsMembersOnlyNotice(membersOnlyPromotion(product), subscriber) ? (
            <MembersOnlyNotice href={href} loggedIn={customer !== null} />
          ) : null}
          <WishlistControls
            sku={product.code}
            productName={product.name}
            loggedIn={customer !== null}
            variant="page"
          />
          {isAvailable(product) && !product.promotion?.clubMemberOnly && (
            <p className="product-page__available">Disponível em estoque</p>
          )}
          {isAvailable(product) && !isSubscriptionItem(product) && (
            <ShippingCalculator sku={product.code} />
          )}
        </div>
      </div>

      {product.description && (
        <section className="product-page__section" aria-labelledby="descricao">
          <h2 id="descricao">Descrição</h2>
          {product.description.split(/\n{2,}/).map((paragraph, index) => (
            <p key={index}>{paragraph}</p>
          ))}
        </section>
      )}

      {rows.length > 0 && (
        <section className="product-page__section" aria-labelledby="ficha">
          <h2 id="ficha">Ficha técnica</h2>
          <dl className="product-page__attributes">
            {rows.map((row) => (
              <div key={row.label}>
                <dt>{row.label}</dt>
                <dd>{row.value}</dd>
              </div>
            ))}
          </dl>
        </section>
      )}

      {product.awards.length > 0 && (
        <section className="product-page__section" aria-labelledby="premiacoes">
          <h2 id="premiacoes">{trophyTitle(product.awards.length)}</h2>
          <ul className="product-page__awards">
            {product.awards.map((award) => (
              <li key={award.abbreviation}>
                <abbr title={award.label}>{award.abbreviation}</abbr>
                <span className="product-page__award-name">{award.label}</span>
                <strong>{award.score} pontos</strong>
              </li>
            ))}
          </ul>
        </section>
      )}

      {product.constituents.length > 0 && (
        <section className="product-page__section" aria-labelledby="composicao">
          <h2 id="composicao">O que vem no kit</h2>
          <ul className="product-page__constituents">
            {product.constituents.map((item) => (
              <li key={item.code}>
                <span className="product-page__quantity">{item.quantity}×</span>
                <a href={productUrl(item, '')}>{item.name}</a>
                <span className="product-page__constituent-type">{item.type}</span>
              </li>
            ))}
          </ul>
        </section>
      )}

      <script
        type="application/ld+json"
        // JSON-LD must be raw JSON; '<' is escaped so no text can close the script element.
        dangerouslySetInnerHTML={{ __html: scriptJson(jsonLd) }}
      />
    </div>
  );
}
