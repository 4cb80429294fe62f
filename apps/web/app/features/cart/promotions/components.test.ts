/**
 * Server-rendered markup of the presentational widgets (no DOM needed): what a customer reads
 * and what assistive technology gets, for the states the view logic produces.
 */
import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { CouponField } from './coupon-field';
import { GiftProgress } from './gift-progress';
import { PenduraAddOne } from './pendura-add';
import { ProducerGiftToggle } from './producer-gift-toggle';
import { ProgressiveDiscountBar } from './progressive-discount-bar';
import { ChooseYourGift } from './choose-gift';
import { textOf as text } from '../../../test-support/markup';
import {
  campaignPromotion,
  cartItem,
  choseYourGift,
  penduraOffer,
  producerData,
  progressivePromotion,
} from './test-fixtures';

const noop = () => Promise.resolve();

describe('widget markup', () => {
  it('progressive bar: nothing without the promotion; tiers with their marks', () => {
    expect(renderToStaticMarkup(createElement(ProgressiveDiscountBar, { promotion: null }))).toBe(
      '',
    );
    const html = renderToStaticMarkup(
      createElement(ProgressiveDiscountBar, { promotion: progressivePromotion() }),
    );
    expect(html).toContain('data-mark="active"');
    expect(html).toContain('data-mark="none"');
    expect(html).toContain('aria-valuenow="22"');
    expect(text(html)).toContain('Faltam R$ 110,00 para liberar');
    expect(text(html)).toContain('5% OFF R$ 200,00 (próximo desconto)');
  });

  it('gift progress: nothing without a campaign; the text and the gift', () => {
    expect(renderToStaticMarkup(createElement(GiftProgress, { campaign: null }))).toBe('');
    const html = renderToStaticMarkup(
      createElement(GiftProgress, { campaign: campaignPromotion() }),
    );
    expect(text(html)).toContain('Faltam R$ 10,00 para liberar Saca-rolhas R$ 100,00');
  });

  it('choose your gift: locked options are disabled and show what is missing', () => {
    const html = renderToStaticMarkup(
      createElement(ChooseYourGift, {
        promotion: choseYourGift(),
        status: null,
        savedSku: null,
        onSave: noop,
        onTrack: () => undefined,
        onError: () => undefined,
      }),
    );
    expect(html).toContain('data-locked="true"');
    expect(html).toMatch(/<fieldset[^>]*disabled/);
    expect(text(html)).toContain('Escolha o seu Vinho!');
    expect(text(html)).toContain('Faltam R$ 60,00 para liberar');
  });

  it('pendura: the offer and Adicionar 1; nothing without a pendura', () => {
    const pendura = penduraOffer();
    const html = renderToStaticMarkup(
      createElement(PenduraAddOne, {
        item: cartItem({ penduraPromotion: pendura }),
        subscriber: true,
        pending: false,
        onAddOne: () => undefined,
      }),
    );
    expect(text(html)).toBe('Sócio Wine leva 2 por R$ 45,00 cada Adicionar 1');
    expect(
      renderToStaticMarkup(
        createElement(PenduraAddOne, {
          item: cartItem(),
          subscriber: false,
          pending: false,
          onAddOne: () => undefined,
        }),
      ),
    ).toBe('');
  });

  it('producer gift: bold markers as <strong>, a named switch, disabled while locked', () => {
    const html = renderToStaticMarkup(
      createElement(ProducerGiftToggle, {
        data: producerData({ unlocked: false }),
        inCart: false,
        onAdd: noop,
        onRemove: noop,
      }),
    );
    expect(html).toContain('<strong>uma taça</strong>');
    expect(html).toMatch(/role="switch"[^>]*disabled/);
    expect(text(html)).toContain('Disponível nas compras acima de R$ 200,00');
    expect(text(html)).toContain('Taça do produtor');
  });

  it('coupon field: applied coupon and certificate with remove buttons', () => {
    const html = renderToStaticMarkup(
      createElement(CouponField, {
        coupons: [{ code: 'BEMVINDO10', description: null, message: null }],
        certificates: [{ code: 'VALE-100', amount: 'R$ 90,00', message: null }],
        busy: false,
        onApply: noop,
        onRemoveCodes: noop,
        onRemoveCertificate: noop,
      }),
    );
    expect(text(html)).toContain('Cupom aplicado: BEMVINDO10 Remover');
    expect(text(html)).toContain('Vale-presente VALE-100 : −R$ 90,00 Remover');
    expect(html).toContain('aria-label="Remover cupom BEMVINDO10"');
    expect(html).toContain('aria-label="Remover vale-presente VALE-100"');
  });
});
