/**
 * The campaign pieces' clock (issue #18): the first render uses the server's `now` (so the
 * hydrated markup matches), then it follows the browser's clock, ticking every
 * COUNTDOWN_REFRESH_MS (SPEC §9 "Countdown refresh 1 s") until `until`, where it stops.
 */
import { useEffect, useState } from 'react';
import { COUNTDOWN_REFRESH_MS } from '@adega/domain/constants';

export function useCampaignClock(serverNow: string, until: number | null): Date {
  const [now, setNow] = useState(() => new Date(serverNow));
  useEffect(() => {
    const tick = () => {
      const at = new Date();
      setNow(at);
      if (until !== null && at.getTime() > until) window.clearInterval(timer);
    };
    const timer = window.setInterval(tick, COUNTDOWN_REFRESH_MS);
    tick();
    return () => window.clearInterval(timer);
  }, [until]);
  return now;
}
