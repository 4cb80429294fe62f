/**
 * The accordion (SPEC §2 "Other pieces: accordion (header click toggles)", issue #34), built on
 * the WAI-ARIA accordion pattern: each item's heading holds a button with `aria-expanded` and
 * `aria-controls`; its panel is a region labelled by that button and hidden while closed. Clicking
 * a header (or Enter/Space on it) toggles its panel; several panels may be open at once. ArrowUp,
 * ArrowDown, Home and End move between the headers. Without JavaScript the server's HTML shows
 * the items opened by `defaultOpen`, so nothing is lost to a reader or a search engine.
 */
import { useEffect, useId, useRef, useState, type KeyboardEvent, type ReactNode } from 'react';
import { accordionKeyTarget } from './accordion-keys';
import './accordion.css';

export interface AccordionItem {
  /** Stable within the accordion (the panel's id is built from it). */
  id: string;
  title: string;
  content: ReactNode;
  /**
   * An id for the item's element, so that a link can point at it (`/ajuda#parceiro-smiles`):
   * the item opens when the page's address names it, on arrival and on a later hash change.
   */
  anchor?: string;
}

export function Accordion({
  items,
  headingLevel = 3,
  defaultOpen = [],
  label,
}: {
  items: readonly AccordionItem[];
  /** The level of the headings that hold the buttons (h2–h4), to fit the page's outline. */
  headingLevel?: 2 | 3 | 4;
  /** Ids of the items open at first. */
  defaultOpen?: readonly string[];
  /** A name for the group, when the page has several. */
  label?: string;
}) {
  const base = useId();
  const [open, setOpen] = useState<ReadonlySet<string>>(() => new Set(defaultOpen));
  const buttons = useRef<(HTMLButtonElement | null)[]>([]);
  const Heading = `h${String(headingLevel)}` as 'h2' | 'h3' | 'h4';

  // The latest items, for the hash listener below (kept after each render, not during it).
  const anchors = useRef(items);
  useEffect(() => {
    anchors.current = items;
  });
  useEffect(() => {
    const openFromHash = () => {
      // Anchors are plain slugs: the hash is compared as it is (no decoding to throw on).
      const hash = window.location.hash.slice(1);
      const item = hash ? anchors.current.find((i) => i.anchor === hash) : undefined;
      if (item) setOpen((current) => new Set(current).add(item.id));
    };
    openFromHash();
    window.addEventListener('hashchange', openFromHash);
    return () => window.removeEventListener('hashchange', openFromHash);
  }, []);

  const toggle = (id: string) =>
    setOpen((current) => {
      const next = new Set(current);
      if (!next.delete(id)) next.add(id);
      return next;
    });

  const onKeyDown = (event: KeyboardEvent<HTMLButtonElement>, index: number) => {
    const target = accordionKeyTarget(event.key, index, items.length);
    if (target === null) return;
    event.preventDefault();
    buttons.current[target]?.focus();
  };

  return (
    <div className="accordion" role={label ? 'group' : undefined} aria-label={label}>
      {items.map((item, index) => {
        const expanded = open.has(item.id);
        const buttonId = `${base}-${item.id}-botao`;
        const panelId = `${base}-${item.id}-painel`;
        return (
          <div
            className="accordion__item"
            key={item.id}
            id={item.anchor}
            data-open={expanded || undefined}
          >
            <Heading className="accordion__heading">
              <button
                ref={(element) => {
                  buttons.current[index] = element;
                }}
                type="button"
                id={buttonId}
                className="accordion__button"
                aria-expanded={expanded}
                aria-controls={panelId}
                onClick={() => toggle(item.id)}
                onKeyDown={(event) => onKeyDown(event, index)}
              >
                <span>{item.title}</span>
                <span className="accordion__icon" aria-hidden="true" />
              </button>
            </Heading>
            <div
              id={panelId}
              role="region"
              aria-labelledby={buttonId}
              className="accordion__panel"
              hidden={!expanded}
            >
              {item.content}
            </div>
          </div>
        );
      })}
    </div>
  );
}
