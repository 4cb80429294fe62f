import { ROUTES } from '@adega/domain/urls';
import type { Route } from './+types/politica-de-privacidade';
import { PrivacyPolicyPage } from '../features/consent';
import { seo, siteNameOf } from '../lib/seo';
import '../components/layout/content.css';
import '../features/consent/consent.css';

export async function loader({ context }: Route.LoaderArgs) {
  return { origin: context.origin, store: context.store };
}

export function meta({ data }: Route.MetaArgs) {
  if (!data) return [];
  return seo({
    origin: data.origin,
    path: ROUTES.privacyPolicy,
    siteName: siteNameOf(data.store),
    title: 'Política de privacidade',
    description:
      'Como a Adega trata seus dados pessoais segundo a LGPD: dados coletados, finalidades, bases legais, compartilhamento, prazos e como exercer seus direitos.',
  });
}

export default function Politica() {
  return <PrivacyPolicyPage />;
}
