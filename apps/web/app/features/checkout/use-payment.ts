/**
 * The payment of the checkout (issue #13 "Payment"): `getPaymentDetails` (methods, installment
 * table, saved cards; read again whenever the cart changes, as the amount due moves),
 * `getLastPaymentType` (preselects), the choice of card and installments, the saved card's
 * security code (asked again, never stored) and the new card's form (the account's card entry
 * with 'Salvar cartão'). `buildBody()` validates, encrypts with the gateway key as the account
 * page does, and answers the placement body, or null when a field needs the customer.
 */
import { useCallback, useEffect, useRef, useState } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { z } from 'zod';
import type { LastPaymentTypeDto, PaymentDetailsDto } from '@adega/server/contract';
import { cardEntrySchema } from '@adega/domain/validation/schemas';
import {
  encryptCard,
  encryptField,
  importGatewayKey,
  useCardEntryResolver,
  type CardEntry,
} from '../account';
import { checkoutApi, type PlaceOrderBody } from './checkout-api';
import { track } from './checkout-tracking';
import {
  keepInstallments,
  keepMethod,
  preselectPayment,
  type PaymentChoice,
} from './checkout-view';

export const ENCRYPTION_FAILED =
  'Não foi possível proteger os dados do cartão neste navegador. Atualize a página e tente novamente.';

export const METHOD_NOT_PLACEABLE =
  'Esta forma de pagamento não está disponível para este pedido. Escolha outra.';

export interface NewCardValues extends CardEntry {
  saveCard: boolean;
}

const EMPTY_NEW_CARD: NewCardValues = {
  holderName: '',
  number: '',
  expiry: '',
  securityCode: '',
  saveCard: true,
};

export interface SavedCardValues {
  securityCode: string;
}

/** The saved card's security code: the domain's rule of the card entry (3 or 4 digits). */
const savedCardSchema = z.object({
  securityCode: cardEntrySchema(new Date(0)).shape.securityCode,
});

export type PaymentState =
  | { status: 'loading' }
  | { status: 'error'; message: string }
  | { status: 'ready'; details: PaymentDetailsDto };

export function usePayment(cartVersion: number | null) {
  const [state, setState] = useState<PaymentState>({ status: 'loading' });
  const [choice, setChoiceState] = useState<PaymentChoice | null>(null);
  const last = useRef<Promise<LastPaymentTypeDto | null> | null>(null);
  const resolver = useCardEntryResolver<NewCardValues>('saveCard');
  const cardForm = useForm<NewCardValues>({
    defaultValues: EMPTY_NEW_CARD,
    resolver,
    mode: 'onSubmit',
  });
  const savedCardForm = useForm<SavedCardValues>({
    defaultValues: { securityCode: '' },
    resolver: zodResolver(savedCardSchema),
    mode: 'onSubmit',
  });

  const load = useCallback(async () => {
    last.current ??= checkoutApi.lastPaymentType().catch(() => null);
    try {
      const [details, lastType] = await Promise.all([checkoutApi.paymentDetails(), last.current]);
      setState({ status: 'ready', details });
      setChoiceState((current) =>
        current
          ? {
              ...current,
              method: keepMethod(details.methods, current.method),
              installments: keepInstallments(details.installments, current.installments),
            }
          : preselectPayment(details, lastType),
      );
    } catch (error) {
      setState({
        status: 'error',
        message: error instanceof Error ? error.message : String(error),
      });
    }
  }, []);

  useEffect(() => {
    if (cartVersion !== null) void load();
  }, [cartVersion, load]);

  const setChoice = (next: PaymentChoice) => {
    if (choice && next.method !== choice.method) {
      track({
        event: 'payment_method_chosen',
        method: next.method,
        ...(next.method === 'CREDITCARD' ? { card: next.card.kind } : {}),
      });
    } else if (choice && next.card.kind !== choice.card.kind) {
      track({ event: 'payment_method_chosen', method: 'CREDITCARD', card: next.card.kind });
    } else if (choice && next.installments !== choice.installments) {
      track({ event: 'installment_chosen', installments: next.installments });
    } else if (
      choice &&
      next.card.kind === 'saved' &&
      choice.card.kind === 'saved' &&
      next.card.uidPk !== choice.card.uidPk
    ) {
      track({ event: 'payment_method_chosen', method: 'CREDITCARD', card: 'saved' });
    }
    // Another card: its security code is typed again.
    if (JSON.stringify(next.card) !== JSON.stringify(choice?.card)) savedCardForm.reset();
    setChoiceState(next);
  };

  /** What the customer chose, in memory only: a click with the same one retries the attempt. */
  const choiceKey = (): string => {
    if (!choice) return '';
    if (choice.method !== 'CREDITCARD') return `${choice.method}|v${String(cartVersion)}`;
    const values = cardForm.getValues();
    const card =
      choice.card.kind === 'saved'
        ? `saved:${String(choice.card.uidPk)}:${savedCardForm.getValues().securityCode}`
        : `new:${values.holderName}:${values.number}:${values.expiry}:${values.securityCode}:${String(values.saveCard)}`;
    return `${card}|${String(choice.installments)}x|v${String(cartVersion)}`;
  };

  /**
   * The placement body, or null (a field shows why, or `onError` hears the message); rejects with
   * the RequestError of a failed gateway-key read.
   */
  const buildBody = async (onError: (message: string) => void): Promise<PlaceOrderBody | null> => {
    if (!choice) return null;
    if (choice.method !== 'CREDITCARD') {
      if (
        choice.method === 'PIX' ||
        choice.method === 'BOLETO' ||
        choice.method === 'CREDITOCLUBE'
      ) {
        return { paymentMethod: choice.method };
      }
      onError(METHOD_NOT_PLACEABLE);
      return null;
    }
    const installments = choice.installments;
    if (choice.card.kind === 'saved') {
      if (!(await savedCardForm.trigger())) return null;
      const securityCode = savedCardForm.getValues().securityCode.trim();
      // A failed key read throws its RequestError to the caller (the server's message).
      const key = await checkoutApi.gatewayKey();
      try {
        const cryptoKey = await importGatewayKey(key.spki);
        return {
          paymentMethod: 'CREDITCARD',
          creditCardUidPk: choice.card.uidPk,
          encryptedSecurityCode: await encryptField(cryptoKey, securityCode),
          installments,
        };
      } catch {
        onError(ENCRYPTION_FAILED);
        return null;
      }
    }
    if (!(await cardForm.trigger())) return null;
    const values = cardForm.getValues();
    const key = await checkoutApi.gatewayKey();
    try {
      const encrypted = await encryptCard(key, values, false);
      return {
        paymentMethod: 'CREDITCARD',
        card: {
          holderName: encrypted.holderName,
          encryptedCardNumber: encrypted.encryptedCardNumber,
          encryptedExpiryMonth: encrypted.encryptedExpiryMonth,
          encryptedExpiryYear: encrypted.encryptedExpiryYear,
          encryptedSecurityCode: encrypted.encryptedSecurityCode,
        },
        installments,
        saveCard: values.saveCard,
      };
    } catch {
      onError(ENCRYPTION_FAILED);
      return null;
    }
  };

  return {
    state,
    choice,
    setChoice,
    cardForm,
    savedCardForm,
    choiceKey,
    buildBody,
    reload: load,
  };
}

export type Payment = ReturnType<typeof usePayment>;
