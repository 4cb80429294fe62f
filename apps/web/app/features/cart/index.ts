/** The public face of features/cart: other features and the layout import only from here. */
export * from './cart-api';
export * from './cart-store';
export * from './cart-view';
export * from './quantity-selector';
// The checkout (issue #13) reuses the WineBox's offer, coupon, packaging and their calls.
export { PrimeOffer } from './prime-offer';
// The club's premium page (issue #15) opens the same benefits modal.
export { PremiumBenefitsModal } from './premium-benefits-modal';
export { CouponField } from './promotions/coupon-field';
export { GiftPackaging } from './promotions/gift-packaging';
export { promotionsApi } from './promotions/promotions-api';
export { certificatesOf, couponsOf, giftPackagingChoiceOf } from './promotions/view';
export { LinePrice } from './line-price';
