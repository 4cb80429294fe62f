/**
 * Every timing and limit of SPEC §9 as a named constant. Rules elsewhere import from here so that
 * a number of the spec lives in one place.
 */

// §9 Timings (milliseconds unless the name says otherwise)
export const TOAST_DURATION_MS = 5000;
export const TOAST_SLIDE_OUT_MS = 305;
export const BUTTON_FLAG_MS = 2000;
export const CONFIRMATION_MESSAGE_MS = 3000;
export const COPY_CONFIRMATION_MS = 4000;
export const AUTOCOMPLETE_PAUSE_MS = 2000;
export const PRODUCER_GIFT_TOGGLE_TIMEOUT_MS = 8000;
export const PASS_TOGGLE_REENABLE_MS = 4000;
export const SLIDER_AUTO_ADVANCE_MS = 4500;
export const SLIDER_TRANSITION_MS = 500;
export const SLIDER_RESIZE_MS = 500;
export const CUSTOMER_LOOKUP_DELAY_MS = 500;
export const COUNTDOWN_REFRESH_MS = 1000;
export const FLAG_AUTO_RESET_MS = 30000;
export const COOKIE_MODAL_DELAY_MS = 300000;
export const MOBILE_BANNER_SESSION_WAIT_MS = 10000;
export const MOBILE_BANNER_CLOSE_WAIT_MS = 60000;
export const WELCOME_MODAL_SAVE_DELAY_MS = 1000;
export const ACCEPT_ALL_DELAY_MS = 500;
export const PROMOTION_STORAGE_TTL_MS = 24 * 60 * 60 * 1000;
export const LEGAL_AGE_COOKIE_DAYS = 3650;
export const LEGAL_AGE_COOKIE_SECURE = true;
export const MODAL_DISMISSED_COOKIE_DAYS = 365;

// §9 Limits
export const AUTOCOMPLETE_MIN_CHARS_EXCLUSIVE = 2; // "more than 2 characters"
export const AUTOCOMPLETE_MAX_PRODUCTS = 4;
export const AUTOCOMPLETE_MOBILE_SLIDES = 2;
export const WINELIST_NAME_MAX = 30;
export const WINELIST_DEFAULT_NAME = 'Sua Winelist';
export const QUANTITY_MIN = 1;
export const QUANTITY_MAX = 9999;
export const QUANTITY_DEFAULT = 1;
export const QUANTITY_MASK_DIGITS = 4;
export const EMAIL_MAX = 254;
export const EMAIL_LOCAL_PART_MAX = 64;
export const LEGAL_AGE_YEARS = 18;
export const CEP_DIGITS = 8;
export const PHONE_AREA_CODE_DIGITS = 2;
export const PHONE_DIGITS = [8, 9] as const;
export const PASSWORD_MIN = 8;
export const PASSWORD_MAX = 20;
export const PASSWORD_POINTS_PER_RULE = 20;
export const PASSWORD_STRENGTH_THRESHOLD = 80;
export const KIT_SIZES = [2, 4, 6, 8, 10] as const;
/** Price band limits in reais: up to 40, 40-60, 60-100, 100-200, 200-500, above 500. */
export const PRICE_BAND_LIMITS_REAIS = [40, 60, 100, 200, 500] as const;
export const DESKTOP_BREAKPOINT_PX = 992;
export const SCROLL_THRESHOLD_PX = 168;
export const IMAGE_QUALITY_DEFAULT = 99;
export const IMAGE_FORMAT_DEFAULT = 'png';
export const IMAGE_FORMATS = ['png', 'webp'] as const;
export const PRODUCT_IMAGE_HEIGHT_CARD = 176;
export const PRODUCT_IMAGE_HEIGHT_CART = 110;
export const FONT_SIZE_TEXT_BIG_PX = 16;
export const FONT_SIZE_BADGE_BIG_PX = 14;
export const FONT_SIZE_TEXT_PX = 12;
export const FONT_SIZE_BADGE_PX = 10;
export const CLUB_STORE_ID = 100153;
export const PREPAID_CLUB_STORE_ID = 100701;
export const NOTIFICATION_CHANNELS = ['EMAIL', 'SMS/WHATSAPP', 'PUSH'] as const;
export const NOTIFICATION_OPT_IN_DEFAULT = true;
export const PAYMENT_ENVIRONMENT = 'sandbox';

// §9 Money and display
export const CURRENCY = 'BRL';
export const LOCALE = 'pt-BR';
export const UNLOGGED_CASHBACK_PERCENT = 3.6;
export const PREMIUM_DISCOUNT_PERCENT = 15;
export const PREMIUM_CASHBACK_MULTIPLIER = 3;
export const GIFT_DEFAULT_TIER_REAIS = 100;
/** §9 "Price box on cards uses fixed placeholders 86 and 50% discount" (skeleton state). */
export const PRICE_BOX_PLACEHOLDER_PRICE = 86;
export const PRICE_BOX_PLACEHOLDER_DISCOUNT_PERCENT = 50;
export const COUNTRY_FLAG_DEFAULT_SIZE = 24;
export const STORE_TIME_ZONE = 'America/Sao_Paulo';

/** §9: partner programmes with a banner and terms links ("and others" — the list is open). */
export const PARTNER_PROGRAMMES = [
  'Smiles',
  'Santander',
  'Personnalité',
  'Prime',
  'Prime trial',
  'Pass',
  'Turbine',
] as const;
