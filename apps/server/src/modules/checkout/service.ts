/**
 * Checkout on the cart (issue #13 part 1, ADR 0013): the shipping address (a snapshot of one of
 * the customer's saved addresses), the shipping service level, the delivery method, the order
 * gift, and the payment details (methods, installments, saved cards). Every change of the cart
 * runs through `CartService.change` — one locked, idempotent transaction with one pricing run at
 * its end (ADR 0009, 0012) — and a refusal throws before anything is written.
 */
import { AppError } from '@adega/domain/errors';
import { installmentTable } from '@adega/domain/checkout/installments';
import { DELIVERY_TEXTS, isDeliveryMethodAvailable } from '@adega/domain/checkout/order-gift';
import { paymentMethodOptions } from '@adega/domain/checkout/payment-methods';
import { SHIPPING_TEXTS } from '@adega/domain/checkout/shipping';
import { zoneOfCep } from '@adega/domain/checkout/shipping-zones';
import type { Address, CreditCardSave } from '@adega/domain/validation/schemas';
import type { Store } from '@adega/domain/store';
import type {
  AddressDto,
  DeliveryMethod,
  OrderGiftDto,
  PaymentDetailsDto,
} from '../../contract.ts';
import { ADDRESS_NOT_FOUND, type AccountServices } from '../account/service.ts';
import type {
  CartOwner,
  CartService,
  ChangeContext,
  MutationRequest,
  MutationResult,
} from '../cart/service.ts';
import { ownAddress, setCheckoutColumns } from './repo.ts';

export interface CheckoutService {
  /** RPC setShippingAddressFromExistsAddressWithoutRemoveOrderGift: one of the customer's own. */
  useSavedAddress(
    request: MutationRequest,
    customerId: number,
    addressId: number,
  ): Promise<MutationResult>;
  /** RPC setShippingAddress / saveAddressWithSignatures: saved to the account, then set. */
  useNewAddress(
    request: MutationRequest,
    customerId: number,
    address: Address,
    preferred: boolean,
  ): Promise<MutationResult>;
  removeAddress(request: MutationRequest): Promise<MutationResult>;
  setServiceLevel(request: MutationRequest, uidPk: number): Promise<MutationResult>;
  setDeliveryMethod(request: MutationRequest, method: DeliveryMethod): Promise<MutationResult>;
  setOrderGift(request: MutationRequest, gift: OrderGiftDto): Promise<MutationResult>;
  removeOrderGift(request: MutationRequest): Promise<MutationResult>;
  paymentDetails(owner: CartOwner, store: Store, customerId: number): Promise<PaymentDetailsDto>;
  saveCard(
    owner: CartOwner,
    store: Store,
    customerId: number,
    card: CreditCardSave,
  ): Promise<PaymentDetailsDto>;
}

/** What makes a saved address the same delivery place and contact as a new one. */
const SAME_PLACE_KEYS = [
  'firstName',
  'street1',
  'numero',
  'complemento',
  'bairro',
  'city',
  'subCountry',
  'zipOrPostalCode',
  'ddd1',
  'phoneNumber',
] as const;

function isSamePlace(address: Address, saved: AddressDto): boolean {
  return SAME_PLACE_KEYS.every((key) => (address[key] || null) === (saved[key] || null));
}

/** Sets a snapshot of an address on the cart; the level is kept (re-quoted, dropped if stale). */
async function setAddress(ctx: ChangeContext, address: AddressDto): Promise<void> {
  zoneOfCep(address.zipOrPostalCode);
  await setCheckoutColumns(ctx.tx, ctx.cart.id, { shippingAddress: address });
}

/** What the payment methods' availability depends on (issue #14). */
export interface PaymentAvailabilityDeps {
  /** SPEC §7 flags: `bank_slip`. */
  featureEnabled: (key: string) => Promise<boolean>;
  /** The customer's cashback balance (centavos). */
  cashbackBalance: (customerId: number) => Promise<number>;
}

export function createCheckoutService(
  cart: CartService,
  account: AccountServices,
  availability: PaymentAvailabilityDeps = {
    featureEnabled: () => Promise.resolve(false),
    cashbackBalance: () => Promise.resolve(0),
  },
): CheckoutService {
  async function paymentDetails(
    owner: CartOwner,
    store: Store,
    customerId: number,
  ): Promise<PaymentDetailsDto> {
    const [document, savedCards, bankSlipEnabled, balance] = await Promise.all([
      cart.view(owner, store),
      account.cards.list(customerId),
      availability.featureEnabled('bank_slip'),
      availability.cashbackBalance(customerId),
    ]);
    const amountDue = document.total;
    // The balance left after what the cart already uses must cover the rest (CREDITOCLUBE).
    const used = document.cashBack ? document.cashBack.used.amount : 0;
    return {
      methods: paymentMethodOptions({
        bankSlipEnabled,
        cashbackBalance: balance - used,
        amountDue,
      }),
      installments: installmentTable(amountDue).map((option) => ({
        count: option.count,
        amount: option.first,
        nextAmount: option.amount,
        total: option.total,
        label: option.label,
      })),
      savedCards,
      amountDue,
    };
  }

  return {
    useSavedAddress(request, customerId, addressId) {
      return cart.change(request, true, async (ctx) => {
        const address = await ownAddress(ctx.tx, customerId, addressId);
        if (!address) throw new AppError('NOT_FOUND', ADDRESS_NOT_FOUND);
        await setAddress(ctx, address);
      });
    },

    async useNewAddress(request, customerId, address, preferred) {
      // The destination must have a zone before anything is saved.
      zoneOfCep(address.zipOrPostalCode);
      // A replayed or repeated request finds the address it saved instead of saving it twice.
      const twin =
        address.uidPk === undefined
          ? (await account.addresses.list(customerId)).find((row) => isSamePlace(address, row))
          : undefined;
      const dto = twin ?? (await account.addresses.save(customerId, address, preferred));
      const chosen = dto;
      return cart.change(request, true, async (ctx) => {
        const current = await ownAddress(ctx.tx, customerId, chosen.uidPk);
        if (!current) throw new AppError('NOT_FOUND', ADDRESS_NOT_FOUND);
        await setAddress(ctx, current);
      });
    },

    removeAddress(request) {
      return cart.change(request, true, async ({ tx, cart: row }) => {
        await setCheckoutColumns(tx, row.id, { shippingAddress: null, shippingLevelCode: null });
      });
    },

    setServiceLevel(request, uidPk) {
      return cart.change(request, true, async (ctx) => {
        const priced = await ctx.priced();
        if (!priced.shipping.destination) {
          throw new AppError('VALIDATION', SHIPPING_TEXTS.addressFirst);
        }
        if (priced.shipping.levels.length === 0) {
          throw new AppError('VALIDATION', SHIPPING_TEXTS.nothingToShip);
        }
        const level = priced.shipping.levels.find((option) => option.uidPk === uidPk);
        if (!level) throw new AppError('VALIDATION', SHIPPING_TEXTS.levelUnavailable);
        await setCheckoutColumns(ctx.tx, ctx.cart.id, { shippingLevelCode: level.code });
      });
    },

    setDeliveryMethod(request, method) {
      if (!isDeliveryMethodAvailable(method)) {
        throw new AppError('VALIDATION', DELIVERY_TEXTS.pickupUnavailable);
      }
      return cart.change(request, true, async ({ tx, cart: row }) => {
        await setCheckoutColumns(tx, row.id, { deliveryMethod: method });
      });
    },

    setOrderGift(request, gift) {
      return cart.change(request, true, async ({ tx, cart: row }) => {
        await setCheckoutColumns(tx, row.id, { orderGift: gift });
      });
    },

    removeOrderGift(request) {
      return cart.change(request, true, async ({ tx, cart: row }) => {
        await setCheckoutColumns(tx, row.id, { orderGift: null });
      });
    },

    paymentDetails,

    async saveCard(owner, store, customerId, card) {
      await account.cards.save(customerId, card);
      return paymentDetails(owner, store, customerId);
    },
  };
}
