/** Head of the account pages: title, description, canonical URL, never indexed. */
import type { MetaDescriptor } from 'react-router';
import { seo, siteNameOf } from '../../lib/seo';

export function authMeta(
  data: { origin: string; store: string } | undefined,
  page: { path: string; title: string; description: string },
  options: { noReferrer?: boolean } = {},
): MetaDescriptor[] {
  const tags = data
    ? seo({
        origin: data.origin,
        path: page.path,
        title: page.title,
        description: page.description,
        siteName: siteNameOf(data.store),
        image: null,
        noIndex: true,
      })
    : [{ title: page.title }, { name: 'robots', content: 'noindex' }];
  // The reset link's token is in the address: no page it links to may receive it as Referer.
  if (options.noReferrer) tags.push({ name: 'referrer', content: 'no-referrer' });
  return tags;
}
