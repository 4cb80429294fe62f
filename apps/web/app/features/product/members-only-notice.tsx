/**
 * Issue #34: under the disabled 'Apenas para sócios' (SPEC §6) a non-member reads why they cannot
 * buy this wine and where to become a member (/clubewine); a visitor may sign in instead, back to
 * this page. Rendered for visitors in the anonymous cache too (it depends on no customer).
 */
import { MEMBERS_ONLY_TEXTS as TEXTS } from '@adega/domain/roles';
import { ROUTES } from '@adega/domain/urls';
import { signInUrl } from '../auth';

export function MembersOnlyNotice({ href, loggedIn }: { href: string; loggedIn: boolean }) {
  return (
    <aside className="members-only" aria-labelledby="exclusivo-socios">
      <h2 className="members-only__title" id="exclusivo-socios">
        {TEXTS.title}
      </h2>
      <p className="members-only__text">{TEXTS.why}</p>
      <p className="members-only__text">{TEXTS.join}</p>
      <p className="members-only__links">
        <a className="button members-only__club" href={ROUTES.club}>
          {TEXTS.clubLink}
        </a>
        {loggedIn ? null : (
          <a className="members-only__sign-in" href={signInUrl(href)}>
            {TEXTS.signIn}
          </a>
        )}
      </p>
    </aside>
  );
}
