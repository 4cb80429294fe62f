import type { ProducerSummary } from '@adega/server/contract';
import { formatCount } from '../../lib/format';
import './listing.css';

/** Header of a producer page (/loja/produtor/{slug}/). */
export function ProducerHeader({ producer }: { producer: ProducerSummary }) {
  const origin = [producer.region, producer.countryName].filter(Boolean).join(', ');
  return (
    <header className="producer-header">
      <p className="producer-header__kicker">Produtor parceiro</p>
      <h1 className="listing__title">{producer.name}</h1>
      {origin && <p className="producer-header__origin">{origin}</p>}
      {producer.description && <p className="producer-header__text">{producer.description}</p>}
      <p className="producer-header__count">
        {formatCount(producer.productCount, 'produto na loja', 'produtos na loja')}
      </p>
    </header>
  );
}
