/** What every storefront loader receives. */
import type { FlagKind } from '@adega/domain/flags';
import type { Store } from '@adega/domain/store';
import type { FeatureFlagDto } from './flags.ts';
import type { BannerPosition } from '@adega/domain/banners/banners';
import type { BannerDto } from './banners.ts';
import type { CustomProductDisplay, CatalogApi } from './catalog.ts';
import type { OrderDto } from './checkout.ts';
import type { CustomerView, SemiLoggedCustomerDto } from './customers.ts';
import type { SearchApi } from './search.ts';
import type { ClubPlansDto } from './subscriptions.ts';
import type { SharedWinelistDto } from './winelists.ts';
import type { CampaignDto, CampaignLandingDto } from './campaigns.ts';
import type { RecommendationsDto } from './recommendations.ts';
import type { PartnerBannerLink } from '@adega/domain/club/partner-banners';

/** What every storefront loader receives as `context`. */
export interface WebLoadContext {
  store: Store;
  /** The store's configured public URL (PUBLIC_URL), for canonical URLs and Open Graph. */
  origin: string;
  now: Date;
  catalog: CatalogApi;
  search: SearchApi;
  customProductDisplay(): Promise<CustomProductDisplay | null>;
  /** Issue #15: the box lines and premium plans a customer can subscribe to; null in the outlet. */
  clubPlans(): Promise<ClubPlansDto | null>;
  /** SPEC §9: the partner programmes' banners with their configured (safe) terms links. */
  partnerBanners: readonly PartnerBannerLink[];
  /** Issue #16: the public read-only list behind a share link; null for an unknown token. */
  sharedWinelist(token: string): Promise<SharedWinelistDto | null>;
  /**
   * Issue #18: the store's campaigns for this visitor's audience that have not ended more than a
   * day ago (the page picks the current one on the browser's clock).
   */
  campaigns(): Promise<CampaignDto[]>;
  /** Issue #18: a campaign of this store by slug with its products (`/black-friday`), else null. */
  campaignLanding(slug: string): Promise<CampaignLandingDto | null>;
  /** Issue #18: the banners the viewer sees at a position now (store, audience, dates). */
  banners(position: BannerPosition): Promise<BannerDto[]>;
  /** SPEC §7 `enable/{key}` feature flags (and the page switches neon_border, bigger_font). */
  featureEnabled(key: string): Promise<boolean>;
  /**
   * Issue #18: a SPEC §7 flag as the flag endpoint answers it in the server's environment (the
   * ab-test's variant for the signed-in customer); null for an unknown flag.
   */
  flag(kind: FlagKind, key: string): Promise<FeatureFlagDto | null>;
  /** The signed-in customer (logged session), else null. */
  customer: CustomerView | null;
  /**
   * The signed-in customer's order of that number (issue #13 confirmation page), else null: no
   * signed-in customer, no such order, or another customer's (the page answers 404 alike).
   */
  customerOrder(orderNumber: string): Promise<OrderDto | null>;
  /**
   * Issue #34: the recommendation page's shelves: the signed-in customer's own (from their
   * orders, favourites and Winelists), else the visitor's (the best rated of each type).
   */
  recommendations(): Promise<RecommendationsDto>;
  /** A remembered customer whose session is no longer logged (ADR 0007), else null. */
  semiLoggedCustomer: SemiLoggedCustomerDto | null;
  /** The CSP nonce of this response, for the inline scripts React Router renders. */
  cspNonce: string;
  /**
   * Logs a page error through the server's logger with the request id, without the values of
   * query parameters (issue #12: never log personal data); React Router's default is console.
   */
  logError(error: unknown): void;
}
