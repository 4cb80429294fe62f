import { useEffect, useState } from 'react';
import { countdownText, secondsUntil } from '@adega/domain/pricing/countdown';
import { COUNTDOWN_REFRESH_MS } from '@adega/domain/constants';

/**
 * 'Acaba em {hh:mm:ss}' (SPEC §9). The server renders the value at `now`; after hydration a tiny
 * effect ticks every second (§4 "The countdown ticks every second and stops at the end").
 */
export function Countdown({ end, now }: { end: string; now: string }) {
  const endDate = new Date(end);
  const [current, setCurrent] = useState(() => new Date(now));
  useEffect(() => {
    const target = new Date(end);
    const tick = () => {
      const at = new Date();
      setCurrent(at);
      if (secondsUntil(target, at) === 0) window.clearInterval(timer);
    };
    const timer = window.setInterval(tick, COUNTDOWN_REFRESH_MS);
    tick();
    return () => window.clearInterval(timer);
  }, [end]);
  return (
    <span className="countdown" role="timer" aria-live="off">
      {countdownText(endDate, current)}
    </span>
  );
}
