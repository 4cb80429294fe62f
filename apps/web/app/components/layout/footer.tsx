import type { Store } from '@adega/domain/store';
import { isFeatureVisible } from '@adega/domain/roles';
import { allWinesUrl, producerUrl, ROUTES, storeUrl } from '@adega/domain/urls';
import { openConsentDialog } from '../../features/consent';
import './footer.css';

interface FooterLink {
  label: string;
  href: string;
}

/** Site footer: the store's main pages and the legal notice on alcohol sales. */
export function Footer({ store }: { store: Store }) {
  const wine = store === 'WINE';
  const shop: FooterLink[] = [
    { label: wine ? 'Loja de vinhos' : 'Início do Outlet', href: storeUrl(store) },
    { label: 'Todos os vinhos', href: allWinesUrl() },
    { label: 'Kits', href: allWinesUrl('kits') },
    ...(isFeatureVisible('producers', store)
      ? [{ label: 'Produtores parceiros', href: producerUrl() }]
      : []),
  ];
  const about: FooterLink[] = [
    ...(isFeatureVisible('clubMenu', store)
      ? [
          { label: 'Clube Wine', href: ROUTES.club },
          { label: 'WineBox do seu jeito', href: ROUTES.customBox },
        ]
      : []),
    { label: 'Entenda o Outlet', href: ROUTES.outletExplainer },
    ...(isFeatureVisible('physicalStores', store)
      ? [{ label: 'Lojas físicas', href: ROUTES.physicalStores }]
      : []),
    { label: 'Central de ajuda', href: ROUTES.help },
  ];
  return (
    <footer className="site-footer">
      <div className="site-footer__grid container">
        <div className="site-footer__about">
          <p className="site-footer__brand">{wine ? 'Adega' : 'Adega Outlet'}</p>
          <p>
            {wine
              ? 'Vinhos do mundo inteiro escolhidos por quem entende, com entrega para todo o Brasil.'
              : 'Vinhos e outros produtos com preços reduzidos, enquanto durarem os estoques.'}
          </p>
        </div>
        {(
          [
            ['Compre', shop],
            ['Conheça', about],
          ] as const
        ).map(([title, links]) => (
          <nav key={title} aria-label={title} className="site-footer__nav">
            <h2>{title}</h2>
            <ul>
              {links.map((link) => (
                <li key={link.href}>
                  <a href={link.href}>{link.label}</a>
                </li>
              ))}
            </ul>
          </nav>
        ))}
        <nav aria-label="LGPD e cookies" className="site-footer__nav">
          <h2>LGPD e cookies</h2>
          <ul>
            <li>
              <a href={ROUTES.privacyPolicy}>Política de privacidade</a>
            </li>
            <li>
              <a href={ROUTES.cookiePolicy}>Política de cookies</a>
            </li>
            <li>
              {/* Issue #17: the consent dialog opens from every page. */}
              <button
                type="button"
                className="site-footer__link-button"
                onClick={() => openConsentDialog('dialog')}
              >
                Preferências de cookies
              </button>
            </li>
          </ul>
        </nav>
      </div>
      <div className="site-footer__legal">
        <div className="container">
          <p>
            <strong>Beba com moderação.</strong> A venda de bebidas alcoólicas é proibida para
            menores de 18 anos.
          </p>
          <p>Preços em reais (R$). Imagens meramente ilustrativas.</p>
        </div>
      </div>
    </footer>
  );
}
