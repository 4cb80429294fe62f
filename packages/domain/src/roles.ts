/**
 * Roles and permissions (SPEC §1 users, §6 roles and permissions).
 */
import { Stores, type Store } from './store.ts';

/** The customer fields that make a subscriber (SPEC §3 Customer). Values come loosely typed. */
export interface SubscriptionFlags {
  socioClube?: unknown;
  socioPrime?: unknown;
  /** SPEC §3: "beneficiosClube (truthy means an active club subscriber)". */
  beneficiosClube?: unknown;
}

/** Subscriber by the customer record alone (club, prime or club benefits), ignoring the cart. */
export function hasSubscription(customer: SubscriptionFlags | null | undefined): boolean {
  if (!customer) return false;
  return (
    Boolean(customer.socioClube) ||
    Boolean(customer.socioPrime) ||
    Boolean(customer.beneficiosClube)
  );
}

/**
 * SPEC §6: subscriber = socioClube, socioPrime, beneficiosClube, or prime in cart. Prime in the
 * cart counts because the cart is priced as if the subscription were already bought (§2 checkout
 * offer: 'Oba, você já está economizando!').
 */
export function isSubscriber(
  customer: SubscriptionFlags | null | undefined,
  primeInCart = false,
): boolean {
  return primeInCart || hasSubscription(customer);
}

/**
 * Premium benefits (SPEC §9: free shipping for eligible locations, premium cashback): prime on the
 * customer's record or the prime line in the cart. The checkout's rule, and the product page's
 * 'Calcular frete' (issue #34) asks the same.
 */
export function isPremiumBuyer(
  customer: SubscriptionFlags | null | undefined,
  primeInCart = false,
): boolean {
  return primeInCart || customer?.socioPrime === true;
}

export const ROLES = ['visitor', 'semi-logged', 'logged', 'subscriber'] as const;
export type Role = (typeof ROLES)[number];

export interface RoleInputs {
  /** The logged customer (getLoggedCustomer), null when nobody is logged in. */
  customer?: SubscriptionFlags | null;
  /** The semi-logged customer (getSemiLoggedCustomer, a separate lookup), null when none. */
  semiLoggedCustomer?: SubscriptionFlags | null;
  primeInCart?: boolean;
}

/**
 * The role of whoever is browsing. Subscriber wins over the login state (its flags may come from
 * the semi-logged lookup too: that customer is known, just not authenticated). Our decision: a
 * visitor with prime in the cart is a subscriber as well, as SPEC §6 lists "prime in cart" without
 * requiring a login.
 */
export function roleOf({ customer, semiLoggedCustomer, primeInCart = false }: RoleInputs): Role {
  const known = customer ?? semiLoggedCustomer ?? null;
  if (isSubscriber(known, primeInCart)) return 'subscriber';
  if (customer) return 'logged';
  if (semiLoggedCustomer) return 'semi-logged';
  return 'visitor';
}

/** SPEC §3 product promotion fields that matter for who may buy. */
export interface MembersOnlyPromotion {
  active?: boolean | null;
  club_member_only?: boolean | null;
}

export const MEMBERS_ONLY_LABEL = 'Apenas para sócios';

/** SPEC §6: "Products with promotion active and club_member_only". */
export function isMembersOnly(promotion: MembersOnlyPromotion | null | undefined): boolean {
  return Boolean(promotion?.active) && Boolean(promotion?.club_member_only);
}

/**
 * Issue #34: what a non-member reads on a members-only product's page under the disabled
 * 'Apenas para sócios' (SPEC §6 gives only the label): why, and where to become a member.
 */
export const MEMBERS_ONLY_TEXTS = {
  title: 'Exclusivo para sócios do Clube Wine',
  why: 'Este vinho faz parte de uma oferta só para sócios: apenas assinantes do Clube Wine ou do premium podem comprá-lo.',
  join: 'Assine o Clube Wine para comprar este vinho e pagar preço de sócio em toda a loja.',
  clubLink: 'Conheça o Clube Wine',
  signIn: 'Já é sócio? Entre na sua conta',
} as const;

/** Whether the page explains the members-only rule: a members-only product, a non-subscriber. */
export function showsMembersOnlyNotice(
  promotion: MembersOnlyPromotion | null | undefined,
  subscriber: boolean,
): boolean {
  return !canPurchase(promotion, subscriber).ok;
}

export type PurchaseCheck =
  | { ok: true }
  | {
      ok: false;
      reason: 'members-only';
      message: typeof MEMBERS_ONLY_LABEL;
      showQuantitySelector: false;
    };

/**
 * SPEC §6: members-only products can be bought only by active subscribers; others see
 * 'Apenas para sócios' and no quantity selector.
 */
export function canPurchase(
  promotion: MembersOnlyPromotion | null | undefined,
  subscriber: boolean,
): PurchaseCheck {
  if (isMembersOnly(promotion) && !subscriber) {
    return {
      ok: false,
      reason: 'members-only',
      message: MEMBERS_ONLY_LABEL,
      showQuantitySelector: false,
    };
  }
  return { ok: true };
}

export interface PremiumOfferInputs {
  /** The logged customer; null or undefined for an anonymous visitor. */
  customer: SubscriptionFlags | null | undefined;
  primeInCart: boolean;
  store: Store;
}

/**
 * SPEC §6: the prime or pass offer is shown to anonymous visitors and non-subscribers, or when
 * prime is in the cart and the customer is a subscriber (so it can be switched off again).
 * The outlet hides the premium offer (§6).
 */
export function isPremiumOfferVisible({
  customer,
  primeInCart,
  store,
}: PremiumOfferInputs): boolean {
  if (!isFeatureVisible('premiumOffer', store)) return false;
  if (!customer) return true;
  if (!hasSubscription(customer)) return true;
  return primeInCart;
}

export interface MemberPriceHidingInputs {
  store: Store;
  /** The page's query string (`?hmp=1&x=y` or `hmp=1`) or its parsed parameters. */
  query?: string | URLSearchParams | null;
  /** A page setting that hides member prices. */
  pageSetting?: boolean | null;
}

/**
 * SPEC §6: member price is hidden in the outlet, when the URL has hmp=1 or true, or when a page
 * setting says so. `TRUE` is accepted as `true` (query values are typed by people).
 */
export function isMemberPriceHidden({
  store,
  query,
  pageSetting,
}: MemberPriceHidingInputs): boolean {
  if (store === Stores.OUTLET || pageSetting === true) return true;
  if (!query) return false;
  const params = typeof query === 'string' ? new URLSearchParams(query) : query;
  return params.getAll('hmp').some((value) => ['1', 'true'].includes(value.trim().toLowerCase()));
}

/** SPEC §6: "The outlet hides the club menu, producers, easy kits, physical stores, gift,
 * premium-offer and drop-stop options." */
export const OUTLET_HIDDEN_FEATURES = [
  'clubMenu',
  'producers',
  'easyKits',
  'physicalStores',
  'gift',
  'premiumOffer',
  'dropStop',
] as const;
export type OutletHiddenFeature = (typeof OUTLET_HIDDEN_FEATURES)[number];

export const OUTLET_HIDDEN_FEATURE_SET: ReadonlySet<OutletHiddenFeature> = new Set(
  OUTLET_HIDDEN_FEATURES,
);

export function isFeatureVisible(feature: OutletHiddenFeature, store: Store): boolean {
  return store !== Stores.OUTLET || !OUTLET_HIDDEN_FEATURE_SET.has(feature);
}

export const MASTER_COOKIE_NAME = 'MasterOnly';

/**
 * SPEC §2/§6: the avatar (user) menu is hidden when cookie MasterOnly=true is present.
 * Accepts a Cookie header string or a parsed cookie map.
 */
export function isUserMenuHidden(
  cookies: string | Readonly<Record<string, string | undefined>> | null | undefined,
): boolean {
  if (!cookies) return false;
  const value =
    typeof cookies === 'string'
      ? cookieValue(cookies, MASTER_COOKIE_NAME)
      : cookies[MASTER_COOKIE_NAME];
  return value?.trim() === 'true';
}

function cookieValue(header: string, name: string): string | undefined {
  for (const pair of header.split(';')) {
    const separator = pair.indexOf('=');
    if (separator < 0) continue;
    if (pair.slice(0, separator).trim() === name) return pair.slice(separator + 1);
  }
  return undefined;
}

/** SPEC §2 route /sign-in.ep (login). */
export const SIGN_IN_PATH = '/sign-in.ep';

export type LoginRequirement = { ok: true } | { ok: false; redirectTo: typeof SIGN_IN_PATH };

/** SPEC §5/§6: favourites and Winelists require login, otherwise redirect to the sign-in page. */
export function requireLoginForLists(loggedIn: boolean): LoginRequirement {
  return loggedIn ? { ok: true } : { ok: false, redirectTo: SIGN_IN_PATH };
}

/**
 * Who a campaign or a banner is for (issue #18): everyone, members (club, prime or club benefits,
 * by the customer record) or everyone else (visitors included).
 */
export const AUDIENCES = ['everyone', 'members', 'non-members'] as const;
export type Audience = (typeof AUDIENCES)[number];
export type ViewerAudience = Exclude<Audience, 'everyone'>;

/** The audience a viewer belongs to: members by the customer record alone (SPEC §6). */
export function viewerAudience(customer: SubscriptionFlags | null | undefined): ViewerAudience {
  return hasSubscription(customer) ? 'members' : 'non-members';
}

/** Whether something meant for `audience` is shown to a viewer of `viewer`. */
export function audienceMatches(audience: Audience, viewer: ViewerAudience): boolean {
  return audience === 'everyone' || audience === viewer;
}
