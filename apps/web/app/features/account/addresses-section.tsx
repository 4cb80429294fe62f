/**
 * 'Endereços': the customer's delivery addresses (the preferred one first, badge 'Principal'),
 * the add/edit form with every SPEC §3 Address field, 'Tornar principal' and removal after a
 * confirmation. Validation is the domain's addressSchema (address-form.ts); the phones are typed
 * whole and split into area code and number on save.
 */
import { useRef, useState } from 'react';
import type { AddressDto } from '@adega/server/contract';
import { formatCep } from '@adega/domain/validation/cep';
import { accountApi } from './account-api';
import { addressPayloadFromDto } from './address-form';
import { cityLine, streetLine } from './address-lines';
import { useConfirm } from '../../components/ui/confirm-dialog';
import { AccountList, ItemActions } from './account-list';
import { useNotify } from '../../components/ui/toast';
import { useRemote } from './use-remote';
import { useItemAction } from './item-action';
import { AddressForm } from './address-form-view';

export const ADDRESS_SAVED = 'Endereço salvo.';
export const ADDRESS_REMOVED = 'Endereço removido.';
export const ADDRESS_PREFERRED = 'Endereço principal atualizado.';
export const NO_ADDRESSES = 'Você ainda não tem endereços cadastrados.';

type Editing = { mode: 'closed' } | { mode: 'new' } | { mode: 'edit'; address: AddressDto };

export function AddressesSection() {
  const { state, reload } = useRemote(accountApi.addresses);
  const [editing, setEditing] = useState<Editing>({ mode: 'closed' });
  const [confirmDialog, confirm] = useConfirm();
  const toast = useNotify();
  const newButton = useRef<HTMLButtonElement>(null);
  const { busy, run } = useItemAction(reload);

  const close = () => {
    setEditing({ mode: 'closed' });
    // Back to where the customer started.
    window.requestAnimationFrame(() => newButton.current?.focus());
  };

  const makePreferred = (address: AddressDto) =>
    run(
      address.uidPk,
      () => accountApi.saveAddress(addressPayloadFromDto(address), true),
      ADDRESS_PREFERRED,
    );

  const remove = async (address: AddressDto) => {
    const confirmed = await confirm({
      title: 'Remover endereço',
      message: `Remover o endereço ${address.titulo ? `"${address.titulo}"` : streetLine(address)}? Esta ação não pode ser desfeita.`,
    });
    if (!confirmed) return;
    await run(address.uidPk, () => accountApi.removeAddress(address.uidPk), ADDRESS_REMOVED);
  };

  if (editing.mode !== 'closed') {
    return (
      <AddressForm
        address={editing.mode === 'edit' ? editing.address : null}
        onCancel={close}
        onSaved={async () => {
          toast(ADDRESS_SAVED);
          await reload();
          close();
        }}
      />
    );
  }

  return (
    <>
      <AccountList
        newLabel="Novo endereço"
        newButton={newButton}
        onNew={() => setEditing({ mode: 'new' })}
        state={state}
        reload={reload}
        loadingText="Carregando seus endereços…"
        emptyText={NO_ADDRESSES}
      >
        {(addresses) => (
          <ul className="acc-list bare-list" aria-label="Endereços cadastrados">
            {addresses.map((address) => (
              <li
                key={address.uidPk}
                className="acc-card acc-item"
                aria-busy={busy === address.uidPk}
              >
                <AddressSummary address={address} />
                <ItemActions
                  name={addressName(address)}
                  preferred={address.preferred}
                  busy={busy !== null}
                  onMakePreferred={() => void makePreferred(address)}
                  onRemove={() => void remove(address)}
                >
                  <button
                    type="button"
                    className="button button--ghost button--small"
                    onClick={() => setEditing({ mode: 'edit', address })}
                  >
                    Editar<span className="visually-hidden"> {addressName(address)}</span>
                  </button>
                </ItemActions>
              </li>
            ))}
          </ul>
        )}
      </AccountList>
      {confirmDialog}
    </>
  );
}

function addressName(address: AddressDto): string {
  return address.titulo ?? streetLine(address);
}

function AddressSummary({ address }: { address: AddressDto }) {
  const extras = [
    address.caixaPostal ? 'Caixa postal' : null,
    address.fullTimeConcierge ? 'Portaria 24 horas' : null,
  ].filter((extra): extra is string => extra !== null);
  return (
    <div className="acc-item__body">
      <h3 className="acc-item__title">
        {address.titulo ?? 'Endereço'}
        {address.preferred ? <span className="acc-badge">Principal</span> : null}
      </h3>
      <p className="acc-item__line acc-item__strong">{address.firstName}</p>
      <p className="acc-item__line">
        {streetLine(address)}
        {address.complemento ? ` – ${address.complemento}` : ''}
      </p>
      <p className="acc-item__line">
        {address.bairro} · {cityLine(address)} ·{' '}
        <span className="acc-nowrap">CEP {formatCep(address.zipOrPostalCode)}</span>
      </p>
      <p className="acc-item__line">
        Telefone: {address.phoneNumberFull}
        {address.phoneNumberFull2 ? ` · ${address.phoneNumberFull2}` : ''}
      </p>
      {address.pontoReferencia ? (
        <p className="acc-item__line acc-item__muted">Referência: {address.pontoReferencia}</p>
      ) : null}
      {address.deliveryTime ? (
        <p className="acc-item__line acc-item__muted">Horário de entrega: {address.deliveryTime}</p>
      ) : null}
      {extras.length > 0 ? (
        <p className="acc-item__line acc-item__muted">{extras.join(' · ')}</p>
      ) : null}
    </div>
  );
}
