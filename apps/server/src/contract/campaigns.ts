/** Issue #18 (ADR 0033): timed campaigns, their landing page and the lead capture. */
import type { CampaignAudience } from '@adega/domain/promotions/campaigns';
import type { CampaignModalKind } from '@adega/domain/promotions/campaign-status';
import type { Store } from '@adega/domain/store';
import type { ProductSummary } from './catalog.ts';

export interface CampaignModalTextsDto {
  title: string;
  /** Sanitized HTML (server-side allow-list). */
  body: string;
}

/** A campaign as the storefront shows it; the browser decides its status on its own clock. */
export interface CampaignDto {
  slug: string;
  store: Store;
  name: string;
  audience: CampaignAudience;
  imageDesktop: string;
  imageMobile: string;
  offerUrl: string;
  /** ISO instants. */
  startsAt: string;
  endsAt: string;
  modals: Record<CampaignModalKind, CampaignModalTextsDto>;
  leadCapture: boolean;
}

/** `/black-friday`: the campaign and its products (those still listed in the store). */
export interface CampaignLandingDto {
  campaign: CampaignDto;
  products: ProductSummary[];
}

/** `POST /api/v1/leads` body. */
export interface LeadRequest {
  campaign: string;
  name: string;
  email: string;
}

/** The same answer for a new lead and a repeat (no way to probe who registered). */
export interface LeadResponse {
  status: 'confirmed';
}

/** `PUT /api/v1/admin/campaigns/{slug}` body: the campaign as shown, with its products. */
export type CampaignUpsertRequest = Omit<CampaignDto, 'slug' | 'leadCapture'> & {
  skus: string[];
  leadCapture?: boolean;
};
