/**
 * The address modal 'Onde gostaria de entregar seu pedido?' (SPEC §2): the saved addresses, the
 * preferred one first, 'Confirmar endereço' (RPC
 * setShippingAddressFromExistsAddressWithoutRemoveOrderGift, which keeps the order gift) and
 * 'Novo endereço' (the account's address form with the §5 CEP and phone rules; RPC
 * setShippingAddress saves it to the account and sets it on the cart).
 */
import { useEffect, useState } from 'react';
import type { AddressDto } from '@adega/server/contract';
import { formatCep } from '@adega/domain/validation/cep';
import { FieldLook } from '../../components/ui/fields';
import { Modal } from '../../components/ui/modal';
import { AddressForm, cityLine, errorMessage, streetLine } from '../account';
import { useCartActions } from '../cart';
import { checkoutApi } from './checkout-api';
import { CHECKOUT_TEXTS, initialAddressChoice, sortAddresses } from './checkout-view';
import { CheckoutAlert } from './checkout-alert';

type Listed =
  | { status: 'loading' }
  | { status: 'error'; message: string }
  | {
      status: 'ready';
      addresses: AddressDto[];
    };

export function AddressModal({
  open,
  current,
  onClose,
}: {
  open: boolean;
  current: AddressDto | null;
  onClose(): void;
}) {
  const [listed, setListed] = useState<Listed>({ status: 'loading' });
  const [chosen, setChosen] = useState<number | null>(null);
  const [mode, setMode] = useState<'list' | 'new'>('list');
  const [working, setWorking] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const { run } = useCartActions();

  useEffect(() => {
    if (!open) return;
    let live = true;
    setListed({ status: 'loading' });
    setError(null);
    checkoutApi.addresses().then(
      (addresses) => {
        if (!live) return;
        const sorted = sortAddresses(addresses);
        setListed({ status: 'ready', addresses: sorted });
        setChosen(initialAddressChoice(sorted, current));
        setMode(sorted.length === 0 ? 'new' : 'list');
      },
      (reason: unknown) => {
        if (live) setListed({ status: 'error', message: errorMessage(reason) });
      },
    );
    return () => {
      live = false;
    };
    // Read again on every opening; `current` only picks the starting choice.
  }, [open]);

  const confirm = () => {
    if (chosen === null) return;
    setWorking(true);
    setError(null);
    run('shipping-address', (id) => checkoutApi.useSavedAddress(chosen, id)).then(
      () => {
        setWorking(false);
        onClose();
      },
      (reason: unknown) => {
        setWorking(false);
        setError(errorMessage(reason));
      },
    );
  };

  const addresses = listed.status === 'ready' ? listed.addresses : [];
  return (
    <Modal
      open={open}
      onClose={onClose}
      title={CHECKOUT_TEXTS.addressModalTitle}
      className="co-address-modal"
    >
      {listed.status === 'loading' ? <p className="co-muted">Carregando seus endereços…</p> : null}
      <CheckoutAlert error={listed.status === 'error' ? listed.message : null} />
      {listed.status === 'ready' && mode === 'list' ? (
        <>
          <fieldset className="co-addresses">
            <legend className="visually-hidden">Endereços cadastrados</legend>
            {addresses.map((address) => (
              <label
                key={address.uidPk}
                className={`co-option co-radio${chosen === address.uidPk ? ' co-option--on' : ''}`}
              >
                <input
                  type="radio"
                  name="co-endereco"
                  checked={chosen === address.uidPk}
                  onChange={() => setChosen(address.uidPk)}
                />
                <AddressLines address={address} />
              </label>
            ))}
          </fieldset>
          <CheckoutAlert error={error} />
          <div className="co-modal-actions">
            <button type="button" className="button button--ghost" onClick={() => setMode('new')}>
              {CHECKOUT_TEXTS.newAddress}
            </button>
            <button
              type="button"
              className="button"
              disabled={chosen === null || working}
              onClick={confirm}
            >
              {CHECKOUT_TEXTS.confirmAddress}
            </button>
          </div>
        </>
      ) : null}
      {listed.status === 'ready' && mode === 'new' ? (
        <FieldLook value="account">
          <AddressForm
            address={null}
            submitLabel="Salvar e usar este endereço"
            save={async (address, preferred) => {
              await run('shipping-address', (id) =>
                checkoutApi.useNewAddress(address, preferred, id),
              );
            }}
            onSaved={async () => {
              await Promise.resolve();
              onClose();
            }}
            onCancel={() => (addresses.length > 0 ? setMode('list') : onClose())}
          />
        </FieldLook>
      ) : null}
    </Modal>
  );
}

/** An address as the checkout shows it (modal and step). */
export function AddressLines({ address }: { address: AddressDto }) {
  return (
    <span className="co-address">
      <strong className="co-address__title">
        {address.titulo ?? 'Endereço'}
        {address.preferred ? <span className="pill-badge">Principal</span> : null}
      </strong>
      <span>{address.firstName}</span>
      <span>
        {streetLine(address)}
        {address.complemento ? ` – ${address.complemento}` : ''}
      </span>
      <span>
        {address.bairro} · {cityLine(address)} · CEP {formatCep(address.zipOrPostalCode)}
      </span>
    </span>
  );
}
