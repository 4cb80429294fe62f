import type { KeyboardEvent } from 'react';
import type { AutocompleteItem } from '@adega/server/contract';
import { fromReais } from '@adega/domain/money';
import { productRating, ratingText } from '@adega/domain/pricing/rating';
import { productUrl, searchUrl } from '@adega/domain/urls';
import { PriceBox } from '../product';
import { ProductImage } from '../../components/ui/product-image';
import './autocomplete.css';

/** Thumbnail size in the panel (portrait bottle art, as on cards). */
const THUMB_WIDTH = 48;
const THUMB_HEIGHT = 72;

export interface AutocompletePanelProps {
  /** Prefix for ids (one panel per search box). */
  id: string;
  /** The words the items answer, for 'VER TODAS'. */
  text: string;
  /** At most 4 items (SPEC §9). */
  items: readonly AutocompleteItem[];
  /** SPEC §6 price by role: subscribers see the club price first. */
  subscriber: boolean;
  /** SPEC §6: member prices hidden in the outlet and with hmp=1|true. */
  hideMemberPrice: boolean;
  /** Esc inside the panel. */
  onEscape: () => void;
}

/** A campaign as written in the catalogue ('aniversario-wine') as a readable tag. */
export function campaignLabel(campaign: string): string {
  const words = campaign.trim().replace(/[-_]+/g, ' ').split(/\s+/).filter(Boolean);
  return words.map((word) => word.charAt(0).toUpperCase() + word.slice(1)).join(' ');
}

/** Moves the focus among the panel's links with the arrow keys (Tab works as well). */
function onPanelKeyDown(event: KeyboardEvent<HTMLElement>, onEscape: () => void) {
  if (event.key === 'Escape') {
    event.preventDefault();
    onEscape();
    return;
  }
  const keys = ['ArrowDown', 'ArrowUp', 'ArrowRight', 'ArrowLeft'];
  if (!keys.includes(event.key)) return;
  const links = [...event.currentTarget.querySelectorAll<HTMLAnchorElement>('a[href]')];
  const index = links.indexOf(document.activeElement as HTMLAnchorElement);
  if (index < 0) return;
  event.preventDefault();
  const step = event.key === 'ArrowDown' || event.key === 'ArrowRight' ? 1 : -1;
  if (index + step < 0) {
    event.currentTarget.closest('form')?.querySelector<HTMLInputElement>('input')?.focus();
    return;
  }
  links[Math.min(links.length - 1, index + step)]?.focus();
}

/**
 * The 'Sugestões encontradas' panel (SPEC §2, §3 autocomplete items, §9: up to 4 products; on
 * phones a strip with 2 slides in view). Each item links to its product; 'VER TODAS' opens the
 * results page. A labelled region of links, reachable with Tab or the down arrow from the field.
 */
export function AutocompletePanel({
  id,
  text,
  items,
  subscriber,
  hideMemberPrice,
  onEscape,
}: AutocompletePanelProps) {
  const titleId = `${id}-sugestoes-titulo`;
  return (
    <section
      id={`${id}-sugestoes`}
      className="autocomplete"
      aria-labelledby={titleId}
      // A click on the panel's background keeps the focus (and the panel) inside the search.
      tabIndex={-1}
      onKeyDown={(event) => onPanelKeyDown(event, onEscape)}
    >
      <div className="autocomplete__head">
        <h2 id={titleId} className="autocomplete__title">
          Sugestões encontradas
        </h2>
        <a className="autocomplete__all" href={searchUrl(text)}>
          VER TODAS
        </a>
      </div>
      <ul className="autocomplete__list">
        {items.map((item) => (
          <AutocompleteEntry
            key={item.guid || item.code}
            item={item}
            subscriber={subscriber}
            hideMemberPrice={hideMemberPrice}
          />
        ))}
      </ul>
    </section>
  );
}

function AutocompleteEntry({
  item,
  subscriber,
  hideMemberPrice,
}: {
  item: AutocompleteItem;
  subscriber: boolean;
  hideMemberPrice: boolean;
}) {
  const href = productUrl({ url: item.url, code: item.code }, '');
  const rating = ratingText(productRating(item));
  // The RPC speaks decimal reais (ADR 0004); the price box works in centavos.
  const prices = {
    listPrice: fromReais(item.listPrice),
    salePrice: fromReais(item.salePrice),
    clubPrice: fromReais(item.clubPrice),
    bottles: null,
  };
  return (
    <li className="autocomplete__item">
      <a className="autocomplete__link" href={href}>
        <ProductImage
          className="autocomplete__image"
          imageUrl={item.image}
          width={THUMB_WIDTH}
          height={THUMB_HEIGHT}
          decoding="async"
        />
        <span className="autocomplete__body">
          <span className="autocomplete__name">{item.name}</span>
          <span className="autocomplete__meta">
            {item.country && <span className="autocomplete__country">{item.country}</span>}
            {rating && (
              <span className="autocomplete__rating">
                <span aria-hidden="true">★ </span>
                <span className="visually-hidden">Avaliação </span>
                {rating}
              </span>
            )}
          </span>
          {item.campanha.length > 0 && (
            <span className="autocomplete__campaigns">
              {item.campanha.slice(0, 2).map((campaign) => (
                <span key={campaign} className="autocomplete__campaign">
                  {campaignLabel(campaign)}
                </span>
              ))}
            </span>
          )}
          <PriceBox product={prices} subscriber={subscriber} hideMemberPrice={hideMemberPrice} />
        </span>
      </a>
    </li>
  );
}
