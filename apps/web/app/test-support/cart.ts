/** Cart documents for the web unit tests (not shipped: only the tests and their fixtures import it). */
import type { CartDto, CartItemDto } from '@adega/server/contract';

export function cartItem(
  overrides: Partial<CartItemDto> & { productType?: string } = {},
): CartItemDto {
  const { productType = 'Vinho', ...rest } = overrides;
  return {
    uidPk: 1,
    itemUidPk: 1,
    quantity: 1,
    available: true,
    displayName: 'Vinho Teste',
    imageUrl: '/img/products/V1',
    productSeoUrl: '/prodV1.html',
    productCategory: 'vinho',
    country: 'Chile',
    quantityInput: productType === 'ClubePrime' ? 'none' : 'editable',
    productSku: {
      skuCode: 'V1',
      guid: 'g1',
      product: { brand: { code: 'B' }, productType: { name: productType }, attributeValueMap: {} },
    },
    lowestPrice: { amount: 100 },
    lowestUnitPrice: { amount: 100 },
    total: { amount: 100 },
    cartItemTotal: 100,
    discount: { amount: 0 },
    penduraPromotion: null,
    penduraPromotionBypass: null,
    campaigns: [],
    productPromotionCampaign: null,
    producerCampaignData: null,
    ...rest,
  } as CartItemDto;
}

export function cartOf(items: CartItemDto[], overrides: Partial<CartDto> = {}): CartDto {
  const products = items.filter((i) => i.productSku.product.productType.name !== 'ClubePrime');
  const total = items.reduce((sum, i) => sum + i.total.amount, 0);
  return {
    store: 'WINE',
    version: 1,
    cartItems: items,
    numItems: products.reduce((n, i) => n + i.quantity, 0),
    total,
    subtotalMoney: { amount: total },
    subtotalDiscountMoney: { amount: 0 },
    giftCertificateDiscountMoney: { amount: 0 },
    giftCertificates: [],
    promotionCodes: [],
    shoppingCart: { promotionCodes: [] },
    totalMoney: { amount: total, currency: { currencyCode: 'BRL' } },
    shippingAddress: null,
    deliveryMethod: 'DELIVERY',
    shippingServiceLevels: [],
    selectedShippingServiceLevel: null,
    orderGift: null,
    shippingCostValue: null,
    paymentDetails: null,
    clubePrimeOnCart: items.length !== products.length,
    wantsDropStop: false,
    primeDiscountRate: 15,
    campaignPromotion: null,
    progressiveDiscountPromotion: null,
    choseYourGiftPromotion: null,
    productGiftPromotion: null,
    giftStatusAtCart: null,
    ...overrides,
  } as CartDto;
}
