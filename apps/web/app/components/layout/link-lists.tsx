export interface PageLink {
  label: string;
  href: string;
  /** Products the link lists, shown after the label: '(12)' on a chip, '12 produtos' on a tile. */
  count?: number;
}

/** '1 produto', '12 produtos'. */
export function productCount(count: number): string {
  return count === 1 ? '1 produto' : `${count} produtos`;
}

/**
 * A list of page links: chips (price bands, countries, producers…; the count, when given, in
 * brackets) or tiles (wine types, kits…; each with its product count).
 */
export function LinkList({
  links,
  look = 'chips',
}: {
  links: readonly PageLink[];
  look?: 'chips' | 'tiles';
}) {
  return (
    <ul className={`${look} bare-list`}>
      {links.map((link) => (
        <li key={link.href}>
          {look === 'tiles' ? (
            <a href={link.href} className="tile tile--accent">
              <span className="tile__title">{link.label}</span>
              <span className="tile__meta">{productCount(link.count ?? 0)}</span>
            </a>
          ) : (
            <a href={link.href} className="chip pill-link">
              {link.label}
              {link.count === undefined ? null : (
                <span className="chip__count">{`(${link.count})`}</span>
              )}
            </a>
          )}
        </li>
      ))}
    </ul>
  );
}
