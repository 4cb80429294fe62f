import { describe, expect, it } from 'vitest';
import * as c from './constants.ts';

// SPEC §9: every timing, limit and money or display value, asserted against the spec's numbers.
describe('§9 timings, limits, money and display', () => {
  it('has the spec values', () => {
    expect(c).toMatchObject({
      // §9 timings
      TOAST_DURATION_MS: 5000,
      TOAST_SLIDE_OUT_MS: 305,
      BUTTON_FLAG_MS: 2000,
      CONFIRMATION_MESSAGE_MS: 3000,
      COPY_CONFIRMATION_MS: 4000,
      AUTOCOMPLETE_PAUSE_MS: 2000,
      PRODUCER_GIFT_TOGGLE_TIMEOUT_MS: 8000,
      PASS_TOGGLE_REENABLE_MS: 4000,
      SLIDER_AUTO_ADVANCE_MS: 4500,
      SLIDER_TRANSITION_MS: 500,
      SLIDER_RESIZE_MS: 500,
      CUSTOMER_LOOKUP_DELAY_MS: 500,
      COUNTDOWN_REFRESH_MS: 1000,
      FLAG_AUTO_RESET_MS: 30000,
      COOKIE_MODAL_DELAY_MS: 5 * 60 * 1000, // 300000: "after 5 min" (§4)
      MOBILE_BANNER_SESSION_WAIT_MS: 10000,
      MOBILE_BANNER_CLOSE_WAIT_MS: 60000,
      WELCOME_MODAL_SAVE_DELAY_MS: 1000,
      ACCEPT_ALL_DELAY_MS: 500,
      PROMOTION_STORAGE_TTL_MS: 86_400_000,
      LEGAL_AGE_COOKIE_DAYS: 3650,
      LEGAL_AGE_COOKIE_SECURE: true,
      MODAL_DISMISSED_COOKIE_DAYS: 365,
      // §9 limits
      AUTOCOMPLETE_MIN_CHARS_EXCLUSIVE: 2,
      AUTOCOMPLETE_MAX_PRODUCTS: 4,
      AUTOCOMPLETE_MOBILE_SLIDES: 2,
      WINELIST_NAME_MAX: 30,
      WINELIST_DEFAULT_NAME: 'Sua Winelist',
      QUANTITY_MIN: 1,
      QUANTITY_MAX: 9999,
      QUANTITY_DEFAULT: 1,
      QUANTITY_MASK_DIGITS: 4,
      EMAIL_MAX: 254,
      EMAIL_LOCAL_PART_MAX: 64,
      LEGAL_AGE_YEARS: 18,
      CEP_DIGITS: 8,
      PHONE_AREA_CODE_DIGITS: 2,
      PHONE_DIGITS: [8, 9],
      PASSWORD_MIN: 8,
      PASSWORD_MAX: 20,
      PASSWORD_POINTS_PER_RULE: 20,
      PASSWORD_STRENGTH_THRESHOLD: 80,
      KIT_SIZES: [2, 4, 6, 8, 10],
      PRICE_BAND_LIMITS_REAIS: [40, 60, 100, 200, 500],
      DESKTOP_BREAKPOINT_PX: 992,
      SCROLL_THRESHOLD_PX: 168,
      IMAGE_QUALITY_DEFAULT: 99,
      IMAGE_FORMAT_DEFAULT: 'png',
      PRODUCT_IMAGE_HEIGHT_CARD: 176,
      PRODUCT_IMAGE_HEIGHT_CART: 110,
      FONT_SIZE_TEXT_BIG_PX: 16,
      FONT_SIZE_BADGE_BIG_PX: 14,
      FONT_SIZE_TEXT_PX: 12,
      FONT_SIZE_BADGE_PX: 10,
      CLUB_STORE_ID: 100153,
      PREPAID_CLUB_STORE_ID: 100701,
      NOTIFICATION_CHANNELS: ['EMAIL', 'SMS/WHATSAPP', 'PUSH'],
      NOTIFICATION_OPT_IN_DEFAULT: true,
      // §9 money and display
      CURRENCY: 'BRL',
      LOCALE: 'pt-BR',
      UNLOGGED_CASHBACK_PERCENT: 3.6,
      PREMIUM_DISCOUNT_PERCENT: 15,
      PREMIUM_CASHBACK_MULTIPLIER: 3,
      GIFT_DEFAULT_TIER_REAIS: 100,
      PRICE_BOX_PLACEHOLDER_PRICE: 86,
      PRICE_BOX_PLACEHOLDER_DISCOUNT_PERCENT: 50,
      COUNTRY_FLAG_DEFAULT_SIZE: 24,
      STORE_TIME_ZONE: 'America/Sao_Paulo',
    });
    expect(c.IMAGE_FORMATS).toContain('png');
    expect(['test', 'sandbox']).toContain(c.PAYMENT_ENVIRONMENT);
  });
});

describe('§9 partner programmes', () => {
  it('names the programmes the spec lists', () => {
    expect(c.PARTNER_PROGRAMMES).toEqual([
      'Smiles',
      'Santander',
      'Personnalité',
      'Prime',
      'Prime trial',
      'Pass',
      'Turbine',
    ]);
  });
});
