/**
 * The public, read-only page of a shared Winelist (`/winelist/{token}`, issue #16): works signed
 * out; its products link to their pages, and any visitor can put them in their own WineBox, one by
 * one or all the available ones at once (issue #34). Rendered on the server from the loader's
 * list; when the loader had none to give (`undefined`), the list is read in the browser from
 * `GET /api/v1/winelist/shared/{token}`. It sits inside the layout's one `<main>`.
 */
import { useEffect, useState } from 'react';
import type { SharedWinelistDto } from '@adega/server/contract';
import { winelistsApi } from './winelists-api';
import { productCountLabel } from './winelists-view';
import { WinelistItem } from './winelist-item';
import { useAddToWinebox } from './add-to-winebox';
import { AddAllButton, AddOneButton } from './add-buttons';
import './winelists.css';

export const SHARED_NOT_FOUND = 'Esta Winelist não está mais disponível.';

export function SharedWinelistPage({
  token,
  initial,
}: {
  token: string;
  /** null: no such list; undefined: read it in the browser. */
  initial: SharedWinelistDto | null | undefined;
}) {
  const [list, setList] = useState(initial);
  const addToWinebox = useAddToWinebox();
  useEffect(() => {
    if (initial !== undefined) return;
    winelistsApi.shared(token).then(setList, () => setList(null));
  }, [initial, token]);
  return (
    <section className="shared-winelist" aria-labelledby="shared-winelist-title">
      {list === undefined && <p role="status">Carregando a Winelist…</p>}
      {list === null && <h1 id="shared-winelist-title">{SHARED_NOT_FOUND}</h1>}
      {list && (
        <>
          <h1 className="shared-winelist__title" id="shared-winelist-title">
            {list.name}
          </h1>
          <p className="shared-winelist__owner">
            Uma Winelist de {list.owner} · {productCountLabel(list.count)}
          </p>
          <AddAllButton items={list.items} onAdd={addToWinebox} />
          <ul className="winelist-items bare-list" aria-label={list.name}>
            {list.items.map((item) => (
              <WinelistItem key={item.sku} item={item}>
                <AddOneButton item={item} onAdd={addToWinebox} />
              </WinelistItem>
            ))}
          </ul>
        </>
      )}
    </section>
  );
}
