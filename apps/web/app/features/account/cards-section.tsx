/**
 * 'Cartões': saved cards (brand, '•••• 1234', holder, validity MM/AA, 'Principal'), the
 * 'Novo cartão' form and preferred/remove. The form is validated with the domain's
 * cardEntrySchema (Luhn, expiry in the future); on save every secret field is encrypted in the
 * browser with the sandbox gateway's public key (card-encryption.ts), so our server receives
 * only the last four digits and ciphertexts (SPEC §3 credit card save, §9 sandbox).
 */
import { useEffect, useId, useRef, useState } from 'react';
import { useForm } from 'react-hook-form';
import type { CreditCardDto } from '@adega/server/contract';
import { accountApi, errorFields, errorMessage } from './account-api';
import { encryptCard } from './card-encryption';
import {
  brandLabel,
  cardTitle,
  cardValidity,
  EMPTY_CARD_FORM,
  type CardFormValues,
} from './card-form';
import { useConfirm } from '../../components/ui/confirm-dialog';
import { CheckboxField } from '../../components/ui/fields';
import { CardEntryFields, useCardEntryResolver } from './card-fields';
import { AccountFormCard } from './form-card';
import { mapServerFields } from './form-errors';
import { markServerErrors } from '../../lib/server-errors-on-fields';
import { AccountList, ItemActions } from './account-list';
import { useNotify } from '../../components/ui/toast';
import { useRemote } from './use-remote';
import { useItemAction } from './item-action';

export const CARD_SAVED = 'Cartão salvo.';
export const CARD_REMOVED = 'Cartão removido.';
export const CARD_PREFERRED = 'Cartão principal atualizado.';
export const NO_CARDS = 'Você ainda não tem cartões cadastrados.';
export const SANDBOX_NOTICE =
  'Ambiente de testes: use um cartão de teste, ex. 4111 1111 1111 1111. Nenhuma cobrança é feita.';
export const ENCRYPTION_FAILED =
  'Não foi possível proteger os dados do cartão neste navegador. Atualize a página e tente novamente.';

const CARD_FIELDS = ['holderName', 'number', 'expiry', 'securityCode'] as const;

export function CardsSection() {
  const { state, reload } = useRemote(accountApi.creditCards);
  const [adding, setAdding] = useState(false);
  const [confirmDialog, confirm] = useConfirm();
  const toast = useNotify();
  const newButton = useRef<HTMLButtonElement>(null);
  const { busy, run } = useItemAction(reload);

  const close = () => {
    setAdding(false);
    window.requestAnimationFrame(() => newButton.current?.focus());
  };

  const makePreferred = (card: CreditCardDto) =>
    run(card.uidPk, () => accountApi.setPreferredCreditCard(card.uidPk), CARD_PREFERRED);

  const remove = async (card: CreditCardDto) => {
    const confirmed = await confirm({
      title: 'Remover cartão',
      message: `Remover o cartão ${cardTitle(card)}? Esta ação não pode ser desfeita.`,
    });
    if (!confirmed) return;
    await run(card.uidPk, () => accountApi.removeCreditCard(card.uidPk), CARD_REMOVED);
  };

  return (
    <>
      <p className="acc-notice">{SANDBOX_NOTICE}</p>
      {adding ? (
        <CardForm
          onCancel={close}
          onSaved={async () => {
            toast(CARD_SAVED);
            await reload();
            close();
          }}
        />
      ) : (
        <AccountList
          newLabel="Novo cartão"
          newButton={newButton}
          onNew={() => setAdding(true)}
          state={state}
          reload={reload}
          loadingText="Carregando seus cartões…"
          emptyText={NO_CARDS}
        >
          {(cards) => (
            <ul className="acc-list acc-list--cards bare-list" aria-label="Cartões cadastrados">
              {cards.map((card) => {
                const name = cardTitle(card);
                return (
                  <li
                    key={card.uidPk}
                    className="acc-card acc-item"
                    aria-busy={busy === card.uidPk}
                  >
                    <div className="acc-item__body">
                      <h3 className="acc-item__title">
                        {brandLabel(card.brand)}
                        {card.preferred ? <span className="acc-badge">Principal</span> : null}
                      </h3>
                      <p className="acc-item__line acc-card-number">
                        <span aria-hidden="true">•••• </span>
                        <span className="visually-hidden">Final </span>
                        {card.lastFour}
                      </p>
                      <p className="acc-item__line">{card.holderName}</p>
                      <p className="acc-item__line acc-item__muted">
                        Validade {cardValidity(card)}
                      </p>
                    </div>
                    <ItemActions
                      name={name}
                      preferred={card.preferred}
                      busy={busy !== null}
                      onMakePreferred={() => void makePreferred(card)}
                      onRemove={() => void remove(card)}
                    />
                  </li>
                );
              })}
            </ul>
          )}
        </AccountList>
      )}
      {confirmDialog}
    </>
  );
}

function CardForm({ onCancel, onSaved }: { onCancel: () => void; onSaved: () => Promise<void> }) {
  const [alert, setAlert] = useState<string | null>(null);
  const titleId = useId();
  const resolver = useCardEntryResolver<CardFormValues>('preferred');
  // Checked on submit, then on every change: checking on blur would show an error under the
  // field being left and push the save button away from the pointer mid-click.
  const form = useForm<CardFormValues>({
    defaultValues: EMPTY_CARD_FORM,
    resolver,
    mode: 'onSubmit',
  });

  const { setFocus } = form;
  useEffect(() => {
    setFocus('holderName');
  }, [setFocus]);

  const onSubmit = form.handleSubmit(async (values) => {
    setAlert(null);
    let payload;
    try {
      const key = await accountApi.paymentGatewayKey();
      try {
        payload = await encryptCard(key, values, values.preferred);
      } catch {
        setAlert(ENCRYPTION_FAILED);
        return;
      }
      await accountApi.saveCreditCard(payload);
    } catch (error) {
      setAlert(errorMessage(error));
      // The server knows the holder; the secrets are ciphertexts it reports as the card.
      const fields = mapServerFields(errorFields(error), (key) => {
        if (key === 'holderName') return 'holderName';
        if (key === 'number' || key === 'encryptedCardNumber') return 'number';
        if (key === 'encryptedExpiryMonth' || key === 'encryptedExpiryYear') return 'expiry';
        if (key === 'encryptedSecurityCode') return 'securityCode';
        return null;
      });
      markServerErrors(form.setError, fields, CARD_FIELDS);
      return;
    }
    await onSaved();
  });

  return (
    <AccountFormCard
      titleId={titleId}
      title="Novo cartão"
      alert={alert}
      busy={form.formState.isSubmitting}
      onSubmit={onSubmit}
      onCancel={onCancel}
      submitLabel="Salvar cartão"
      busyLabel="Salvando…"
      autoComplete="on"
      after={
        <>
          <fieldset className="acc-checks">
            <legend className="visually-hidden">Preferência</legend>
            <CheckboxField
              id="cartao-principal"
              label="Tornar cartão principal"
              registration={form.register('preferred')}
            />
          </fieldset>
          <p className="acc-card__text acc-item__muted">
            Os dados do cartão são criptografados neste navegador e só o meio de pagamento consegue
            lê-los; a loja guarda apenas os quatro últimos dígitos.
          </p>
        </>
      }
    >
      <CardEntryFields idPrefix="cartao" form={form} />
    </AccountFormCard>
  );
}
