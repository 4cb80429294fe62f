/**
 * SPEC §9: the partner programmes' banner on the club's overview, each programme with its terms
 * link. The links come from the server's configuration (PARTNER_TERMS_LINKS), checked by the one
 * safe-link rule when the configuration is read and again when the server builds these links
 * (`partnerBannerLinks`). A link to another site opens in a new tab.
 */
import type { PartnerBannerLink } from '@adega/domain/club/partner-banners';

export function PartnerBanners({ partners }: { partners: readonly PartnerBannerLink[] }) {
  if (partners.length === 0) return null;
  return (
    <section className="page-section" aria-labelledby="parceiros-titulo">
      <h2 id="parceiros-titulo">Programas parceiros</h2>
      <ul className="partner-banners">
        {partners.map((partner) => (
          <li key={partner.programme} className="partner-banner">
            <h3 className="partner-banner__name">{partner.headline}</h3>
            <p className="partner-banner__copy">{partner.copy}</p>
            <a
              className="partner-banner__terms"
              href={partner.termsHref}
              {...(partner.external ? { target: '_blank', rel: 'noopener noreferrer' } : {})}
            >
              Regulamento<span className="visually-hidden"> de {partner.headline}</span>
              {partner.external ? (
                <span className="visually-hidden"> (abre em nova aba)</span>
              ) : null}
            </a>
          </li>
        ))}
      </ul>
    </section>
  );
}
