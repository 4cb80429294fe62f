/** `/lojas`, the physical stores (issue #34; Wine only, SPEC §6): one card per store. */
import { PageTitle } from '../../components/layout/page-trail';
import { PHYSICAL_STORES, mapLinkOf, telLinkOf, type PhysicalStore } from './physical-stores';
import './help.css';

function StoreCard({ store }: { store: PhysicalStore }) {
  const map = mapLinkOf(store);
  const titleId = `loja-${store.id}`;
  return (
    <li className="store-card" aria-labelledby={titleId}>
      <h2 className="h3" id={titleId}>
        {store.name}
      </h2>
      <address className="store-card__address">
        {store.street}
        <br />
        {store.city} – {store.state}, CEP {store.cep}
      </address>
      <h3 className="store-card__label">Horário</h3>
      <ul className="bare-list store-card__hours">
        {store.hours.map((line) => (
          <li key={line}>{line}</li>
        ))}
      </ul>
      <p className="store-card__contact">
        <a href={telLinkOf(store.phone)}>{store.phone}</a>
      </p>
      {map ? (
        <a
          className="button button--ghost button--small"
          href={map}
          target="_blank"
          rel="noopener noreferrer"
        >
          Ver no mapa<span className="visually-hidden"> (abre em nova aba)</span>
        </a>
      ) : null}
    </li>
  );
}

export function StoresPage() {
  return (
    <div className="container page">
      <PageTitle title="Lojas físicas" />
      <p className="lead">
        Venha provar, conversar com os nossos sommeliers e levar o seu vinho na hora.
      </p>
      <ul className="bare-list store-grid">
        {PHYSICAL_STORES.map((store) => (
          <StoreCard key={store.id} store={store} />
        ))}
      </ul>
    </div>
  );
}
