/**
 * The mobile-app banner (SPEC §4, §9; issue #18 part C, ADR 0034). On phones (a mobile user agent
 * or a viewport under 992 px) it is shown unless disabled — by the operators' flag
 * `hide_mobile_app_banner` or by the visitor's earlier dismissal (a cookie). It waits up to
 * MOBILE_BANNER_SESSION_WAIT_MS for its session — the header's account lookup, which says who is
 * looking — and hides if that does not come; once shown it waits up to MOBILE_BANNER_CLOSE_WAIT_MS
 * for dismissal and hides itself on timeout. Dismissal pushes 'af.banner_dismissed' and is
 * remembered for MODAL_DISMISSED_COOKIE_DAYS.
 */
import { useEffect, useState } from 'react';
import {
  APP_BANNER_DISMISSED_COOKIE,
  initialAppBanner,
  isPhone,
  nextAppBanner,
  pendingTimer,
  type AppBannerEvent,
  type AppBannerState,
} from '@adega/domain/banners/app-banner';
import { MODAL_DISMISSED_COOKIE_DAYS } from '@adega/domain/constants';
import { track } from '../../lib/tracking';
import './banners.css';

/** Where "Abrir" leads on each platform. */
export const APP_STORE_URLS = {
  ios: 'https://apps.apple.com/br/app/adega/id0000000000',
  android: 'https://play.google.com/store/apps/details?id=br.com.adega',
} as const;

function dismissedBefore(): boolean {
  return document.cookie
    .split(';')
    .some((part) => part.trim().startsWith(`${APP_BANNER_DISMISSED_COOKIE}=`));
}

function rememberDismissal(): void {
  const maxAge = MODAL_DISMISSED_COOKIE_DAYS * 24 * 60 * 60;
  document.cookie = `${APP_BANNER_DISMISSED_COOKIE}=1; Max-Age=${String(maxAge)}; Path=/; SameSite=Lax`;
}

export function AppBanner({
  disabled,
  sessionReady,
}: {
  disabled: boolean;
  sessionReady: boolean;
}) {
  const [state, setState] = useState<AppBannerState>({ phase: 'disabled' });
  const dispatch = (event: AppBannerEvent) => setState((current) => nextAppBanner(current, event));

  // Decided in the browser only: the server cannot know the viewport nor the cookie's fate.
  useEffect(() => {
    setState(
      initialAppBanner({
        disabled,
        dismissedBefore: dismissedBefore(),
        phone: isPhone(navigator.userAgent, window.innerWidth),
      }),
    );
  }, [disabled]);

  useEffect(() => {
    if (sessionReady) dispatch({ type: 'session-ready' });
  }, [sessionReady, state.phase]);

  useEffect(() => {
    const timer = pendingTimer(state);
    if (!timer) return;
    const id = window.setTimeout(() => dispatch({ type: timer.event }), timer.ms);
    return () => window.clearTimeout(id);
  }, [state]);

  if (state.phase !== 'shown') return null;
  const ios = /iPhone|iPad|iPod/i.test(navigator.userAgent);
  return (
    <aside className="app-banner" aria-label="Aplicativo da Adega">
      <button
        type="button"
        className="app-banner__close"
        aria-label="Fechar o aviso do aplicativo"
        onClick={() => {
          rememberDismissal();
          track('af.banner_dismissed', { banner: 'mobile_app' });
          dispatch({ type: 'dismiss' });
        }}
      >
        <svg viewBox="0 0 16 16" width="16" height="16" aria-hidden="true" focusable="false">
          <path d="m3 3 10 10M13 3 3 13" stroke="currentColor" strokeWidth="2" />
        </svg>
      </button>
      <span className="app-banner__icon" aria-hidden="true">
        A
      </span>
      <p className="app-banner__text">
        <strong>App da Adega</strong>
        Ofertas exclusivas e acompanhamento dos pedidos no celular.
      </p>
      <a
        className="app-banner__open"
        href={ios ? APP_STORE_URLS.ios : APP_STORE_URLS.android}
        rel="noopener"
      >
        Abrir
      </a>
    </aside>
  );
}
