/**
 * My account › Winelists (`/minha-wine#/winelists`, issue #16): the customer's lists (create,
 * rename, delete after a confirmation, open one). A failed listing shows the SPEC §8 alert.
 */
import { useEffect, useState } from 'react';
import { WINELIST_LISTING_FAILURE } from '@adega/domain/errors';
import { AlertDialog } from '../../components/ui/alert-dialog';
import { useConfirm } from '../../components/ui/confirm-dialog';
import { winelistsApi } from './winelists-api';
import { change, loadLists, useWinelists } from './winelists-store';
import { WINELIST_TEXTS, productCountLabel } from './winelists-view';
import { NameModal } from './winelist-modals';
import { WinelistDetail } from './winelist-detail';
import './winelists.css';

export const WINELISTS_EMPTY = 'Você ainda não criou nenhuma Winelist.';

type Editing = { kind: 'create' } | { kind: 'rename'; id: string; name: string } | null;

export function WinelistsSection() {
  const store = useWinelists(true);
  const [failed, setFailed] = useState(false);
  const [editing, setEditing] = useState<Editing>(null);
  const [openId, setOpenId] = useState<string | null>(null);
  const [confirmDialog, confirm] = useConfirm();

  useEffect(() => {
    void loadLists().then((ok) => setFailed(!ok));
  }, []);

  if (openId) return <WinelistDetail listId={openId} onBack={() => setOpenId(null)} />;

  const remove = async (id: string, name: string) => {
    const confirmed = await confirm({
      title: 'Excluir Winelist',
      message: `Excluir a Winelist "${name}"? Os produtos dela não serão apagados da loja.`,
    });
    if (confirmed) await change({ kind: 'delete', listId: id }, () => winelistsApi.remove(id));
  };

  return (
    <div className="winelists-section">
      <button type="button" className="button" onClick={() => setEditing({ kind: 'create' })}>
        {WINELIST_TEXTS.create}
      </button>
      {store.listsStatus === 'ready' && store.lists.length === 0 && <p>{WINELISTS_EMPTY}</p>}
      {store.listsStatus === 'loading' && store.lists.length === 0 && (
        <p role="status">Carregando suas listas…</p>
      )}
      <ul className="winelists-grid bare-list" aria-label="Suas Winelists">
        {store.lists.map((list) => (
          <li key={list.id} className="winelist-card" data-list-id={list.id}>
            <h3 className="winelist-card__name">{list.name}</h3>
            <p className="winelist-card__count">{productCountLabel(list.count)}</p>
            <div className="winelist-card__actions">
              <button
                type="button"
                className="button button--small"
                aria-label={`Abrir ${list.name}`}
                onClick={() => setOpenId(list.id)}
              >
                Abrir
              </button>
              <button
                type="button"
                className="button button--ghost button--small"
                aria-label={`Renomear ${list.name}`}
                onClick={() => setEditing({ kind: 'rename', id: list.id, name: list.name })}
              >
                Renomear
              </button>
              <button
                type="button"
                className="button button--ghost button--small"
                aria-label={`Excluir ${list.name}`}
                onClick={() => void remove(list.id, list.name)}
              >
                Excluir
              </button>
            </div>
          </li>
        ))}
      </ul>
      {editing?.kind === 'create' && (
        <NameModal
          onClose={() => setEditing(null)}
          onSubmit={(name) => {
            setEditing(null);
            void change({ kind: 'create' }, () => winelistsApi.create(name));
          }}
        />
      )}
      {editing?.kind === 'rename' && (
        <NameModal
          title="Renomear Winelist"
          submitLabel="Salvar nome"
          initialName={editing.name}
          onClose={() => setEditing(null)}
          onSubmit={(name) => {
            const { id } = editing;
            setEditing(null);
            void change({ kind: 'rename', listId: id }, () => winelistsApi.rename(id, name));
          }}
        />
      )}
      {failed && (
        <AlertDialog
          title={WINELIST_LISTING_FAILURE.title}
          message={WINELIST_LISTING_FAILURE.message}
          confirm={WINELIST_LISTING_FAILURE.confirm}
          onClose={() => setFailed(false)}
        />
      )}
      {confirmDialog}
    </div>
  );
}
