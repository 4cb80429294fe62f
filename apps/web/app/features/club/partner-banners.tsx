/**
 * SPEC §9: the partner programmes' banner on the club's overview, each programme with its terms
 * link. The links come from the server's configuration (PARTNER_TERMS_LINKS) and were checked by
 * the one safe-link rule there; they are checked again here before rendering. A link to another
 * site opens in a new tab.
 */
import type { PartnerBannerLink } from '@adega/domain/club/partner-banners';
import { safeLink } from '@adega/domain/safe-link';

export function PartnerBanners({ partners }: { partners: readonly PartnerBannerLink[] }) {
  const shown = partners.filter((partner) => safeLink(partner.termsHref) !== null);
  if (shown.length === 0) return null;
  return (
    <section className="page-section" aria-labelledby="parceiros-titulo">
      <h2 id="parceiros-titulo">Programas parceiros</h2>
      <ul className="partner-banners">
        {shown.map((partner) => (
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
