/**
 * One Winelist in my account: its products (remove one, price and stock alerts, 'Nova safra
 * disponível'), 'Adicionar todos à WineBox' through the cart queue, and 'Compartilhar', which
 * asks the server for the list's public read-only link (`POST /api/v1/winelist/indication`).
 */
import { useCallback, useEffect, useState } from 'react';
import type { ProductAlertDto, ProductAlertKind, WinelistDto } from '@adega/server/contract';
import { CopyField } from '../../components/ui/copy-field';
import { winelistsApi } from './winelists-api';
import { WINELISTS_CHANGED_EVENT, change } from './winelists-store';
import { WINELIST_TEXTS, productCountLabel } from './winelists-view';
import { useAddToWinebox } from './add-to-winebox';
import { AddAllButton } from './add-buttons';
import { WinelistItem } from './winelist-item';

export const ALERT_TEXTS: Record<ProductAlertKind, string> = {
  PRICE_DROP: 'Avise-me quando baixar o preço',
  BACK_IN_STOCK: 'Avise-me quando voltar',
};
export const SHARE_TEXT = 'Compartilhar';

export function WinelistDetail({ listId, onBack }: { listId: string; onBack(): void }) {
  const [list, setList] = useState<WinelistDto | null>(null);
  const [failed, setFailed] = useState(false);
  const [alerts, setAlerts] = useState<ProductAlertDto[]>([]);
  const [shareUrl, setShareUrl] = useState<string | null>(null);
  const addToWinebox = useAddToWinebox();

  const load = useCallback(async () => {
    try {
      const next = await winelistsApi.list(listId);
      setList(next);
      setShareUrl((current) => current ?? next.shareUrl);
      setFailed(false);
    } catch (error) {
      console.error('Winelist: falha ao abrir', error);
      setFailed(true);
    }
  }, [listId]);

  useEffect(() => {
    void load();
    winelistsApi.alerts().then(setAlerts, (error: unknown) => console.error(error));
    const onChange = () => void load();
    window.addEventListener(WINELISTS_CHANGED_EVENT, onChange);
    return () => window.removeEventListener(WINELISTS_CHANGED_EVENT, onChange);
  }, [load]);

  const toggleAlert = async (sku: string, kind: ProductAlertKind, on: boolean) => {
    try {
      if (on) await winelistsApi.removeAlert(sku, kind);
      else await winelistsApi.addAlert(sku, kind);
      setAlerts(await winelistsApi.alerts());
    } catch (error) {
      console.error('Alertas: falha', error);
    }
  };

  const share = async () => {
    try {
      setShareUrl((await winelistsApi.share(listId)).shareUrl);
    } catch (error) {
      console.error('Winelist: falha ao compartilhar', error);
    }
  };

  const items = list?.items ?? [];
  return (
    <div className="winelist-detail">
      <button type="button" className="button button--ghost button--small" onClick={onBack}>
        ← Voltar às Winelists
      </button>
      {failed && <p role="alert">Não foi possível abrir esta Winelist.</p>}
      {list && (
        <>
          <h3 className="winelist-detail__title">
            {list.name} <small>{productCountLabel(list.count)}</small>
          </h3>
          <div className="winelist-detail__actions">
            <AddAllButton items={items} onAdd={addToWinebox} />
            <button type="button" className="button button--ghost" onClick={() => void share()}>
              {SHARE_TEXT}
            </button>
          </div>
          {shareUrl && (
            <CopyField id={`winelist-${list.id}-link`} label="Link da Winelist" value={shareUrl} />
          )}
          <ul className="winelist-items bare-list" aria-label={list.name}>
            {items.map((item) => {
              const kind: ProductAlertKind = item.available ? 'PRICE_DROP' : 'BACK_IN_STOCK';
              const on = alerts.some((alert) => alert.sku === item.sku && alert.kind === kind);
              return (
                <WinelistItem key={item.sku} item={item} listId={listId}>
                  <button
                    type="button"
                    className="button button--ghost button--small"
                    aria-pressed={on}
                    onClick={() => void toggleAlert(item.sku, kind, on)}
                  >
                    {on ? '✓ ' : ''}
                    {ALERT_TEXTS[kind]}
                  </button>
                  <button
                    type="button"
                    className="button button--ghost button--small"
                    aria-label={`${WINELIST_TEXTS.removeFromList}: ${item.name}`}
                    onClick={() =>
                      void change({ kind: 'remove', sku: item.sku, listId }, () =>
                        winelistsApi.removeSku(listId, item.sku),
                      )
                    }
                  >
                    {WINELIST_TEXTS.removeFromList}
                  </button>
                </WinelistItem>
              );
            })}
          </ul>
        </>
      )}
    </div>
  );
}
