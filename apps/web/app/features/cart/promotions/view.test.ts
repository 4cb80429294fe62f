import { describe, expect, it } from 'vitest';
import {
  bottlesMissingText,
  certificatesOf,
  chosenGiftHeader,
  chosenGiftInCart,
  chosenGiftOptions,
  clampPercent,
  couponsOf,
  giftProgressView,
  giftUidpkOf,
  penduraItemView,
  producerGiftInCart,
  producerGiftView,
  progressiveText,
  progressiveView,
  promotionCodesOf,
  reaisText,
} from './view';
import {
  campaignPromotion,
  cartDocument,
  cartItem,
  choseYourGift,
  discountTier,
  penduraOffer,
  producerData,
  progressivePromotion,
} from './test-fixtures';

const pendura = penduraOffer({
  discountFactor: 67,
  stampUrl: '/selo.png',
  triggerDiscount: 3,
  quantityLimit: 6,
});

describe('money and bars', () => {
  it('formats the document reais as R$', () => {
    expect(reaisText(1234.5)).toBe('R$ 1.234,50');
    expect(reaisText(0)).toBe('R$ 0,00');
  });
  it('clamps bar percentages to 0..100 and whole numbers', () => {
    expect(clampPercent(-3)).toBe(0);
    expect(clampPercent(45.9)).toBe(45);
    expect(clampPercent(250)).toBe(100);
    expect(clampPercent(Number.NaN)).toBe(0);
  });
});

describe('progressive discount', () => {
  it('shows tiers with threshold, reward and the server marks, sorted by threshold', () => {
    const promotion = progressivePromotion({
      discounts: [discountTier(2, 400, 10, null, ''), discountTier(1, 200, 5, 'active')],
    });
    const view = progressiveView(promotion);
    expect(view.tiers.map((t) => [t.id, t.threshold, t.reward, t.mark, t.position])).toEqual([
      [1, 'R$ 200,00', '5% OFF', 'active', 50],
      [2, 'R$ 400,00', '10% OFF', null, 100],
    ]);
    expect(view.percent).toBe(22);
    expect(view.text).toBe('Faltam R$ 110,00 para liberar');
    expect(view.reached).toBe(false);
    expect(view.progressText).toBeNull();
    expect(
      progressiveView({ ...promotion, progressText: 'Leve mais e ganhe até 15%' }).progressText,
    ).toBe('Leve mais e ganhe até 15%');
  });

  it('counts bottles and money rewards', () => {
    const promotion = progressivePromotion({
      discountBy: 'garrafas',
      valueType: 'money',
      measure: 1,
      missing: 2,
      missingText: null,
      discounts: [discountTier(1, 3, 20, 'active', ''), discountTier(2, 6, 50, null, ' ')],
    });
    const view = progressiveView(promotion);
    expect(view.tiers.map((t) => [t.threshold, t.reward])).toEqual([
      ['3 garrafas', 'R$ 20,00 OFF'],
      ['6 garrafas', 'R$ 50,00 OFF'],
    ]);
    expect(view.text).toBe('Faltam 2 garrafas para liberar');
    expect(bottlesMissingText(1)).toBe('Falta 1 garrafa para liberar');
  });

  it("fills the promotion's own progress text (VALOR) when it has one", () => {
    expect(
      progressiveText(progressivePromotion({ progressText: 'Só mais R$ VALOR para 5% OFF' })),
    ).toBe('Só mais R$ 110,00 para 5% OFF');
    expect(
      progressiveText(
        progressivePromotion({
          discountBy: 'garrafas',
          missing: 2,
          progressText: 'Mais VALOR garrafas',
        }),
      ),
    ).toBe('Mais 2 garrafas');
  });

  it('falls back to the domain text when the server sends no missing text', () => {
    expect(progressiveText(progressivePromotion({ missingText: null, missing: 12.5 }))).toBe(
      'Faltam R$ 12,50 para liberar',
    );
  });

  it('once every tier is reached: the won text, else Você ganhou! with the reward', () => {
    const all = progressivePromotion({
      measure: 500,
      missing: 0,
      missingText: null,
      discounts: [discountTier(1, 200, 5, 'outdated'), discountTier(2, 400, 10, 'reached')],
    });
    expect(progressiveView(all)).toMatchObject({
      percent: 100,
      reached: true,
      text: 'Você ganhou! 10% OFF',
    });
    expect(progressiveText({ ...all, wonText: 'Desconto máximo!' })).toBe('Desconto máximo!');
    expect(progressiveText({ ...all, discounts: [] })).toBe('Você ganhou!');
  });

  it('a promotion without tiers is never reached', () => {
    const view = progressiveView(progressivePromotion({ discounts: [], missing: 0 }));
    expect(view.reached).toBe(false);
    expect(view.percent).toBe(0);
  });
});

describe('gift progress', () => {
  it('shows the server progress and gifts with thresholds', () => {
    const view = giftProgressView(campaignPromotion());
    expect(view).toMatchObject({
      percent: 90,
      reached: false,
      text: 'Faltam R$ 10,00 para liberar',
    });
    expect(view.gifts).toEqual([
      { sku: 'BRINDE-1', name: 'Saca-rolhas', threshold: 'R$ 100,00', reached: false },
    ]);
  });
  it('reached: Você ganhou!', () => {
    const view = giftProgressView(
      campaignPromotion({
        progress: { missing: 0, percent: 100, reached: true, text: 'Você ganhou!' },
      }),
    );
    expect(view).toMatchObject({ percent: 100, reached: true, text: 'Você ganhou!' });
  });
});

describe('choose your gift', () => {
  it('maps the options for the domain reducer', () => {
    expect(
      chosenGiftOptions(
        choseYourGift({
          skus: [{ uidPk: 1, sku: 'A', name: 'A', img: '/a.png', isDefault: true }],
        }),
      ),
    ).toEqual([{ sku: 'A', name: 'A', img: '/a.png', isDefault: true }]);
    expect(chosenGiftOptions(choseYourGift())[0]).not.toHaveProperty('img');
  });
  it('locked: the missing text and a bar below 100', () => {
    expect(chosenGiftHeader(choseYourGift())).toEqual({
      title: 'Escolha o seu Vinho!',
      description: 'Nas compras acima de R$ 150,00',
      status: 'Faltam R$ 60,00 para liberar',
      percent: 60,
    });
    expect(chosenGiftHeader(choseYourGift({ missing: 0.01, value: 150 })).percent).toBe(99);
  });
  it('unlocked: the win description, else Você ganhou!; default title when empty', () => {
    const open = choseYourGift({ locked: false, unlocked: true, missing: 0, title: '' });
    expect(chosenGiftHeader(open)).toMatchObject({
      title: 'Escolha o seu Vinho!',
      status: 'Você ganhou!',
      percent: 100,
    });
    expect(chosenGiftHeader({ ...open, winDescription: 'Escolha seu vinho grátis' }).status).toBe(
      'Escolha seu vinho grátis',
    );
    expect(chosenGiftHeader({ ...open, value: 0 }).percent).toBe(100);
  });
});

describe('producer gift', () => {
  it('splits the ** markers and picks the status text', () => {
    const view = producerGiftView(producerData());
    expect(view.segments).toEqual([
      { text: 'Ganhe ', bold: false },
      { text: 'uma taça', bold: true },
      { text: ' do produtor', bold: false },
    ]);
    expect(view.status).toBe('Adicione o presente à sua WineBox');
    expect(view.value).toBe('R$ 49,90');
    expect(producerGiftView(producerData({ unlocked: false })).status).toBe(
      'Disponível nas compras acima de R$ 200,00',
    );
    expect(producerGiftView(producerData({ producerLink: null, redirectWeb: '/x' })).link).toBe(
      '/x',
    );
  });
  it('is in the cart by the document flag or by a line with its sku', () => {
    const data = producerData();
    expect(producerGiftInCart(cartDocument(), data)).toBe(false);
    expect(producerGiftInCart(cartDocument(), { ...data, itemInCart: true })).toBe(true);
    const withGift = cartDocument({
      cartItems: [cartItem(), cartItem({ sku: 'TACA-1', itemUidPk: 2 })],
    });
    expect(producerGiftInCart(withGift, data)).toBe(true);
  });
});

describe('pendura', () => {
  it("offers 'Leve 3 por' at the domain unit price and 'Adicionar 1' below the limit", () => {
    const view = penduraItemView(cartItem({ penduraPromotion: pendura, quantity: 1 }), false);
    expect(view).toEqual({
      message: 'Leve 3 por',
      unitPrice: 'R$ 60,30',
      canAddOne: true,
      missingForTier: 2,
    });
  });
  it("uses the subscriber wording 'Sócio Wine leva 3 por'", () => {
    expect(penduraItemView(cartItem({ penduraPromotion: pendura }), true)?.message).toBe(
      'Sócio Wine leva 3 por',
    );
  });
  it('stops offering one more at the quantity limit or on a locked quantity', () => {
    expect(
      penduraItemView(cartItem({ penduraPromotion: pendura, quantity: 6 }), false),
    ).toMatchObject({
      canAddOne: false,
      missingForTier: 0,
    });
    expect(
      penduraItemView(cartItem({ penduraPromotion: pendura, quantityInput: 'locked' }), false)
        ?.canAddOne,
    ).toBe(false);
  });
  it('has no offer without a pendura, on gifts, on unavailable lines or with a useless factor', () => {
    expect(penduraItemView(cartItem(), false)).toBeNull();
    expect(
      penduraItemView(cartItem({ penduraPromotion: pendura, promotionGift: 'CHOSEN_GIFT' }), false),
    ).toBeNull();
    expect(
      penduraItemView(cartItem({ penduraPromotion: pendura, available: false }), false),
    ).toBeNull();
    expect(
      penduraItemView(cartItem({ penduraPromotion: { ...pendura, discountFactor: 100 } }), false),
    ).toBeNull();
  });
});

describe('coupons and certificates', () => {
  it('lists the coupon of the document with why it gives nothing now', () => {
    const cart = cartDocument({
      coupon: {
        code: 'BEMVINDO',
        description: '10% na primeira compra',
        kind: 'PERCENT',
        value: 10,
        freeShipping: false,
        discount: { amount: 0 },
        applies: false,
        message: 'O valor mínimo para este cupom é R$ 100,00.',
      },
    });
    expect(couponsOf(cart)).toEqual([
      {
        code: 'BEMVINDO',
        description: '10% na primeira compra',
        message: 'O valor mínimo para este cupom é R$ 100,00.',
      },
    ]);
    expect(
      couponsOf({ ...cart, coupon: { ...cart.coupon!, applies: true, description: ' ' } }),
    ).toEqual([{ code: 'BEMVINDO', description: null, message: null }]);
  });
  it('falls back to the promotion codes (without repeats)', () => {
    const cart = cartDocument({ shoppingCart: { promotionCodes: ['A', 'A', 'B'] } });
    expect(promotionCodesOf(cart)).toEqual(['A', 'B']);
    expect(couponsOf(cart).map((c) => c.code)).toEqual(['A', 'B']);
  });
  it('lists the certificates with what each pays', () => {
    const cart = cartDocument({
      giftCertificates: [
        { code: 'VALE50', balance: 50, applied: 50, message: null },
        { code: 'VELHO', balance: 0, applied: 0, message: 'Este vale-presente não tem saldo.' },
      ],
    });
    expect(certificatesOf(cart)).toEqual([
      { code: 'VALE50', amount: 'R$ 50,00', message: null },
      { code: 'VELHO', amount: 'R$ 0,00', message: 'Este vale-presente não tem saldo.' },
    ]);
  });
});

describe('gift id of an option', () => {
  it("is the option's uidPk; null when the sku is not offered", () => {
    const promotion = choseYourGift();
    expect(giftUidpkOf(promotion, 'GIFT-A')).toBe('101');
    expect(giftUidpkOf(promotion, 'GIFT-B')).toBe('102');
    expect(giftUidpkOf(promotion, 'NOPE')).toBeNull();
  });
});

describe('chosen gift in the cart', () => {
  const status = {
    active: true,
    selectedSku: null,
    defaultSku: 'GIFT-B',
    requestStamp: null,
    hadError: false,
  };
  it('is the CHOSEN_GIFT line when the document has it', () => {
    const cart = cartDocument({
      cartItems: [
        cartItem(),
        cartItem({ sku: 'GIFT-A', itemUidPk: 2, promotionGift: 'CHOSEN_GIFT' }),
      ],
      giftStatusAtCart: status,
    });
    expect(chosenGiftInCart(cart)).toBe('GIFT-A');
  });
  it('else the choice, else the default, while active; none when inactive', () => {
    expect(chosenGiftInCart(cartDocument({ giftStatusAtCart: status }))).toBe('GIFT-B');
    expect(
      chosenGiftInCart(cartDocument({ giftStatusAtCart: { ...status, selectedSku: 'GIFT-A' } })),
    ).toBe('GIFT-A');
    expect(
      chosenGiftInCart(cartDocument({ giftStatusAtCart: { ...status, active: false } })),
    ).toBeNull();
    expect(chosenGiftInCart(cartDocument())).toBeNull();
  });
});
