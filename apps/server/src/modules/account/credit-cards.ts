/**
 * The customer's saved credit cards (SPEC §3 credit card save; §7 saveCustomerCreditCard,
 * POST /api/v1/me/creditcards, setAsPreferredCreditCard, removeCustomerCreditCardByUidPk).
 * The card fields arrive encrypted for the payment gateway; only what the gateway answers —
 * token, last four digits, brand, expiry — is stored, with the holder's name (DESIGN payments).
 * A customer with cards always has exactly one preferred card.
 */
import { and, count, desc, eq, ne } from 'drizzle-orm';
import { z } from 'zod';
import { AppError } from '@adega/domain/errors';
import type { CreditCardSave } from '@adega/domain/validation/schemas';
import type { Db, Queryable, Tx } from '../../db/client.ts';
import { customerCreditCards } from '../../db/schema.ts';
import type { CreditCardDto } from '../../contract.ts';
import type { PaymentGateway, TokenizedCard } from '../payments/gateway.ts';
import { lockCustomer } from './customer-lock.ts';
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

const ownedBy = (customerId: number, id: number) =>
  and(eq(customerCreditCards.customerId, customerId), eq(customerCreditCards.id, id));

async function cardCount(db: Queryable, customerId: number): Promise<number> {
  const [row] = await db
    .select({ total: count() })
    .from(customerCreditCards)
    .where(eq(customerCreditCards.customerId, customerId));
  return row?.total ?? 0;
}

async function unsetPreferred(tx: Tx, customerId: number, exceptId?: number): Promise<void> {
  await tx
    .update(customerCreditCards)
    .set({ preferred: false })
    .where(
      and(
        eq(customerCreditCards.customerId, customerId),
        eq(customerCreditCards.preferred, true),
        exceptId === undefined ? undefined : ne(customerCreditCards.id, exceptId),
      ),
    );
}

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
      if ((await cardCount(tx, customerId)) >= MAX_CREDIT_CARDS) {
        throw new AppError('CONFLICT', CARD_LIMIT);
      }
      const [current] = await tx
        .select({ id: customerCreditCards.id })
        .from(customerCreditCards)
        .where(
          and(
            eq(customerCreditCards.customerId, customerId),
            eq(customerCreditCards.preferred, true),
          ),
        )
        .limit(1);
      // The first card (or any while none is preferred) becomes the preferred one.
      const preferred = isPreferred || current === undefined;
      if (preferred) await unsetPreferred(tx, customerId);
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
      const rows = await db
        .select()
        .from(customerCreditCards)
        .where(eq(customerCreditCards.customerId, customerId))
        .orderBy(
          desc(customerCreditCards.preferred),
          desc(customerCreditCards.createdAt),
          desc(customerCreditCards.id),
        );
      return rows.map(toCreditCardDto);
    },

    async save(customerId, card) {
      // Checked before asking the gateway (no token for a card that cannot be kept) and again
      // under the lock (a concurrent save may have taken the last place).
      if ((await cardCount(db, customerId)) >= MAX_CREDIT_CARDS) {
        throw new AppError('CONFLICT', CARD_LIMIT);
      }
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
          .where(ownedBy(customerId, uidPk))
          .limit(1);
        if (!card) throw notFound();
        if (card.preferred) return;
        await unsetPreferred(tx, customerId, uidPk);
        await tx
          .update(customerCreditCards)
          .set({ preferred: true })
          .where(ownedBy(customerId, uidPk));
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
        .where(ownedBy(customerId, uidPk));
      if (!row) throw notFound();
      return row;
    },

    async keep(customerId, holderName, card) {
      if ((await cardCount(db, customerId)) >= MAX_CREDIT_CARDS) {
        throw new AppError('CONFLICT', CARD_LIMIT);
      }
      return toCreditCardDto(await store(customerId, holderName, false, card));
    },

    async remove(customerId, uidPk) {
      if (!isPossibleRowId(uidPk)) throw notFound();
      await db.transaction(async (tx) => {
        await lockCustomer(tx, customerId);
        const [removed] = await tx
          .delete(customerCreditCards)
          .where(ownedBy(customerId, uidPk))
          .returning({ preferred: customerCreditCards.preferred });
        if (!removed) throw notFound();
        if (!removed.preferred) return;
        const [newest] = await tx
          .select({ id: customerCreditCards.id })
          .from(customerCreditCards)
          .where(eq(customerCreditCards.customerId, customerId))
          .orderBy(desc(customerCreditCards.createdAt), desc(customerCreditCards.id))
          .limit(1);
        if (newest) {
          await tx
            .update(customerCreditCards)
            .set({ preferred: true })
            .where(ownedBy(customerId, newest.id));
        }
      });
    },
  };
}
