/**
 * The customer's saved credit cards (SPEC §3 credit card save; §7 saveCustomerCreditCard,
 * POST /api/v1/me/creditcards, setAsPreferredCreditCard, removeCustomerCreditCardByUidPk).
 * The card fields arrive encrypted for the payment gateway; only what the gateway answers —
 * token, last four digits, brand, expiry — is stored, with the holder's name (DESIGN payments).
 * A customer with cards always has exactly one preferred card.
 */
import { z } from 'zod';
import { AppError } from '@adega/domain/errors';
import type { CreditCardSave } from '@adega/domain/validation/schemas';
import type { Db } from '../../db/client.ts';
import { customerCreditCards } from '../../db/schema.ts';
import type { CreditCardDto } from '../../contract.ts';
import type { PaymentGateway, TokenizedCard } from '../payments/gateway.ts';
import { lockCustomer } from './customer-lock.ts';
import { preferredRows } from './preferred-rows.ts';
import { isPossibleRowId, rowIdSchema } from '../../http/input.ts';

/** Our bound (the spec names none). */
export const MAX_CREDIT_CARDS = 10;
export const CARD_NOT_FOUND = 'Cartão não encontrado.';
export const CARD_LIMIT = `Você pode salvar até ${String(MAX_CREDIT_CARDS)} cartões. Remova um cartão para cadastrar outro.`;

/** RPC setAsPreferredCreditCard / removeCustomerCreditCardByUidPk [creditCardUidPk]. */
export const creditCardIdInput = z.object({ creditCardUidPk: rowIdSchema });

type CardRow = typeof customerCreditCards.$inferSelect;

/** The fields a client may see: never the gateway token. */
export function toCreditCardDto(row: CardRow): CreditCardDto {
  return {
    uidPk: row.id,
    holderName: row.holderName,
    lastFour: row.lastFour,
    brand: row.brand,
    expiryMonth: row.expiryMonth,
    expiryYear: row.expiryYear,
    preferred: row.preferred,
  };
}

const cards = preferredRows(customerCreditCards, { max: MAX_CREDIT_CARDS, full: CARD_LIMIT });

export interface CardWallet {
  list(customerId: number): Promise<CreditCardDto[]>;
  save(customerId: number, card: CreditCardSave): Promise<CreditCardDto>;
  setPreferred(customerId: number, uidPk: number): Promise<void>;
  remove(customerId: number, uidPk: number): Promise<void>;
  /** Checkout (issue #13): a saved card's gateway token and display fields; 404 when not owned. */
  paymentCard(customerId: number, uidPk: number): Promise<PaymentCard>;
  /** Checkout: keeps a card the gateway has just tokenised (the customer asked to save it). */
  keep(customerId: number, holderName: string, card: TokenizedCard): Promise<CreditCardDto>;
}

export interface PaymentCard {
  uidPk: number;
  token: string;
  brand: string;
  lastFour: string;
}

export function createCardWallet(db: Db, gateway: PaymentGateway, now: () => Date): CardWallet {
  function notFound(): AppError {
    return new AppError('NOT_FOUND', CARD_NOT_FOUND);
  }

  async function store(
    customerId: number,
    holderName: string,
    isPreferred: boolean,
    tokenized: TokenizedCard,
  ): Promise<CardRow> {
    return db.transaction(async (tx) => {
      await lockCustomer(tx, customerId);
      await cards.ensureRoom(tx, customerId);
      const preferred = await cards.preferNew(tx, customerId, isPreferred);
      const [inserted] = await tx
        .insert(customerCreditCards)
        .values({
          customerId,
          holderName,
          lastFour: tokenized.lastFour,
          brand: tokenized.brand,
          expiryMonth: tokenized.expiryMonth,
          expiryYear: tokenized.expiryYear,
          gatewayToken: tokenized.token,
          preferred,
          createdAt: now(),
        })
        .returning();
      if (!inserted) throw new Error('credit card insert returned nothing');
      return inserted;
    });
  }

  return {
    async list(customerId) {
      return (await cards.list(db, customerId)).map(toCreditCardDto);
    },

    async save(customerId, card) {
      // Checked before asking the gateway (no token for a card that cannot be kept) and again
      // under the lock (a concurrent save may have taken the last place).
      await cards.ensureRoom(db, customerId);
      const tokenized = await gateway.tokenizeCard({
        holderName: card.holderName,
        number: card.number,
        encryptedCardNumber: card.encryptedCardNumber,
        encryptedExpiryMonth: card.encryptedExpiryMonth,
        encryptedExpiryYear: card.encryptedExpiryYear,
        encryptedSecurityCode: card.encryptedSecurityCode,
      });
      const row = await store(customerId, card.holderName, card.isPreferredCreditCard, tokenized);
      return toCreditCardDto(row);
    },

    async setPreferred(customerId, uidPk) {
      if (!isPossibleRowId(uidPk)) throw notFound();
      await db.transaction(async (tx) => {
        await lockCustomer(tx, customerId);
        const [card] = await tx
          .select({ id: customerCreditCards.id, preferred: customerCreditCards.preferred })
          .from(customerCreditCards)
          .where(cards.owned(customerId, uidPk))
          .limit(1);
        if (!card) throw notFound();
        if (card.preferred) return;
        await cards.unsetPreferred(tx, customerId, uidPk);
        await tx
          .update(customerCreditCards)
          .set({ preferred: true })
          .where(cards.owned(customerId, uidPk));
      });
    },

    async paymentCard(customerId, uidPk) {
      if (!isPossibleRowId(uidPk)) throw notFound();
      const [row] = await db
        .select({
          uidPk: customerCreditCards.id,
          token: customerCreditCards.gatewayToken,
          brand: customerCreditCards.brand,
          lastFour: customerCreditCards.lastFour,
        })
        .from(customerCreditCards)
        .where(cards.owned(customerId, uidPk));
      if (!row) throw notFound();
      return row;
    },

    async keep(customerId, holderName, card) {
      await cards.ensureRoom(db, customerId);
      return toCreditCardDto(await store(customerId, holderName, false, card));
    },

    async remove(customerId, uidPk) {
      if (!isPossibleRowId(uidPk) || !(await cards.remove(db, customerId, uidPk))) throw notFound();
    },
  };
}
