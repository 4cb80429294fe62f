import { formatBRL, type Centavos } from '@adega/domain/money';

/** The one place where money becomes text (STYLE §8, SPEC §9 'R$ 1.234,56'). */
export function Price({ centavos, className }: { centavos: Centavos; className?: string }) {
  return <span className={className ? `price ${className}` : 'price'}>{formatBRL(centavos)}</span>;
}
