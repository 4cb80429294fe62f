import { describe, expect, it } from 'vitest';
import * as c from './constants.ts';

// SPEC §9: every timing and limit, asserted against the spec's numbers.
describe('§9 timings', () => {
  it('has the spec values', () => {
    expect(c.TOAST_DURATION_MS).toBe(5000);
    expect(c.TOAST_SLIDE_OUT_MS).toBe(305);
    expect(c.BUTTON_FLAG_MS).toBe(2000);
    expect(c.CONFIRMATION_MESSAGE_MS).toBe(3000);
    expect(c.COPY_CONFIRMATION_MS).toBe(4000);
    expect(c.AUTOCOMPLETE_PAUSE_MS).toBe(2000);
    expect(c.PRODUCER_GIFT_TOGGLE_TIMEOUT_MS).toBe(8000);
    expect(c.PASS_TOGGLE_REENABLE_MS).toBe(4000);
    expect(c.SLIDER_AUTO_ADVANCE_MS).toBe(4500);
    expect(c.SLIDER_TRANSITION_MS).toBe(500);
    expect(c.SLIDER_RESIZE_MS).toBe(500);
    expect(c.CUSTOMER_LOOKUP_DELAY_MS).toBe(500);
    expect(c.COUNTDOWN_REFRESH_MS).toBe(1000);
    expect(c.FLAG_AUTO_RESET_MS).toBe(30000);
    expect(c.COOKIE_MODAL_DELAY_MS).toBe(300000);
    expect(c.COOKIE_MODAL_DELAY_MS).toBe(5 * 60 * 1000); // "after 5 min" (§4)
    expect(c.MOBILE_BANNER_SESSION_WAIT_MS).toBe(10000);
    expect(c.MOBILE_BANNER_CLOSE_WAIT_MS).toBe(60000);
    expect(c.WELCOME_MODAL_SAVE_DELAY_MS).toBe(1000);
    expect(c.ACCEPT_ALL_DELAY_MS).toBe(500);
    expect(c.PROMOTION_STORAGE_TTL_MS).toBe(86_400_000);
    expect(c.LEGAL_AGE_COOKIE_DAYS).toBe(3650);
    expect(c.LEGAL_AGE_COOKIE_SECURE).toBe(true);
    expect(c.MODAL_DISMISSED_COOKIE_DAYS).toBe(365);
  });
});

describe('§9 limits', () => {
  it('has the spec values', () => {
    expect(c.AUTOCOMPLETE_MIN_CHARS_EXCLUSIVE).toBe(2);
    expect(c.AUTOCOMPLETE_MAX_PRODUCTS).toBe(4);
    expect(c.AUTOCOMPLETE_MOBILE_SLIDES).toBe(2);
    expect(c.WINELIST_NAME_MAX).toBe(30);
    expect(c.WINELIST_DEFAULT_NAME).toBe('Sua Winelist');
    expect(c.QUANTITY_MIN).toBe(1);
    expect(c.QUANTITY_MAX).toBe(9999);
    expect(c.QUANTITY_DEFAULT).toBe(1);
    expect(c.QUANTITY_MASK_DIGITS).toBe(4);
    expect(c.EMAIL_MAX).toBe(254);
    expect(c.EMAIL_LOCAL_PART_MAX).toBe(64);
    expect(c.LEGAL_AGE_YEARS).toBe(18);
    expect(c.CEP_DIGITS).toBe(8);
    expect(c.PHONE_AREA_CODE_DIGITS).toBe(2);
    expect(c.PHONE_DIGITS).toEqual([8, 9]);
    expect(c.PASSWORD_MIN).toBe(8);
    expect(c.PASSWORD_MAX).toBe(20);
    expect(c.PASSWORD_POINTS_PER_RULE).toBe(20);
    expect(c.PASSWORD_STRENGTH_THRESHOLD).toBe(80);
    expect(c.KIT_SIZES).toEqual([2, 4, 6, 8, 10]);
    expect(c.PRICE_BAND_LIMITS_REAIS).toEqual([40, 60, 100, 200, 500]);
    expect(c.DESKTOP_BREAKPOINT_PX).toBe(992);
    expect(c.SCROLL_THRESHOLD_PX).toBe(168);
    expect(c.IMAGE_QUALITY_DEFAULT).toBe(99);
    expect(c.IMAGE_FORMAT_DEFAULT).toBe('png');
    expect(c.IMAGE_FORMATS).toContain('png');
    expect(c.PRODUCT_IMAGE_HEIGHT_CARD).toBe(176);
    expect(c.PRODUCT_IMAGE_HEIGHT_CART).toBe(110);
    expect(c.FONT_SIZE_TEXT_BIG_PX).toBe(16);
    expect(c.FONT_SIZE_BADGE_BIG_PX).toBe(14);
    expect(c.FONT_SIZE_TEXT_PX).toBe(12);
    expect(c.FONT_SIZE_BADGE_PX).toBe(10);
    expect(c.CLUB_STORE_ID).toBe(100153);
    expect(c.PREPAID_CLUB_STORE_ID).toBe(100701);
    expect(c.NOTIFICATION_CHANNELS).toEqual(['EMAIL', 'SMS/WHATSAPP', 'PUSH']);
    expect(c.NOTIFICATION_OPT_IN_DEFAULT).toBe(true);
    expect(['test', 'sandbox']).toContain(c.PAYMENT_ENVIRONMENT);
  });
});

describe('§9 money and display', () => {
  it('has the spec values', () => {
    expect(c.CURRENCY).toBe('BRL');
    expect(c.LOCALE).toBe('pt-BR');
    expect(c.UNLOGGED_CASHBACK_PERCENT).toBe(3.6);
    expect(c.PREMIUM_DISCOUNT_PERCENT).toBe(15);
    expect(c.PREMIUM_CASHBACK_MULTIPLIER).toBe(3);
    expect(c.GIFT_DEFAULT_TIER_REAIS).toBe(100);
    expect(c.PRICE_BOX_PLACEHOLDER_PRICE).toBe(86);
    expect(c.PRICE_BOX_PLACEHOLDER_DISCOUNT_PERCENT).toBe(50);
    expect(c.COUNTRY_FLAG_DEFAULT_SIZE).toBe(24);
    expect(c.STORE_TIME_ZONE).toBe('America/Sao_Paulo');
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
