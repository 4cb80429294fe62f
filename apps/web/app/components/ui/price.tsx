import { formatBRL, type Centavos } from '@adega/domain/money';

/** The one place where money becomes text (STYLE §8, SPEC §9 'R$ 1.234,56'). */
export function Price({
  centavos,
  className,
  as: Tag = 'span',
}: {
  centavos: Centavos;
  className?: string;
  /** 's' for a price no longer charged (the list price), without a wrapper around the price. */
  as?: 'span' | 's';
}) {
  return <Tag className={className ? `price ${className}` : 'price'}>{formatBRL(centavos)}</Tag>;
}
