/**
 * The home carousel (SPEC §2 slider, §9; issue #18 part C, ADR 0034), after the WAI-ARIA
 * carousel pattern: the rotation button comes first, then previous/next and one picker per slide;
 * every control is a button (keyboard operable), and ←/→ inside the carousel move too. It
 * auto-advances every SLIDER_AUTO_ADVANCE_MS with SLIDER_TRANSITION_MS transitions, stops while
 * the pointer is over it or focus is inside it, stays stopped once the visitor pauses it, and
 * never rotates under `prefers-reduced-motion`. Its geometry (the slide width) is measured again
 * SLIDER_RESIZE_MS after the last resize. While rotating the slides are not a live region (no
 * announcement every 4.5 s); paused, a change is announced politely.
 */
import { useCallback, useEffect, useRef, useState } from 'react';
import {
  SLIDER_AUTO_ADVANCE_MS,
  SLIDER_RESIZE_MS,
  SLIDER_TRANSITION_MS,
} from '@adega/domain/constants';
import type { BannerDto } from '@adega/server/contract';
import { BannerLink } from './banner-picture';
import './banners.css';

function useReducedMotion(): boolean {
  const [reduced, setReduced] = useState(false);
  useEffect(() => {
    const query = window.matchMedia('(prefers-reduced-motion: reduce)');
    setReduced(query.matches);
    const onChange = () => setReduced(query.matches);
    query.addEventListener('change', onChange);
    return () => query.removeEventListener('change', onChange);
  }, []);
  return reduced;
}

/** The viewport's width, measured after mount and SLIDER_RESIZE_MS after the last resize. */
function useDebouncedWidth(ref: React.RefObject<HTMLElement | null>): number | null {
  const [width, setWidth] = useState<number | null>(null);
  useEffect(() => {
    const measure = () => setWidth(ref.current?.clientWidth ?? null);
    measure();
    let timer: number | undefined;
    const onResize = () => {
      window.clearTimeout(timer);
      timer = window.setTimeout(measure, SLIDER_RESIZE_MS);
    };
    window.addEventListener('resize', onResize);
    return () => {
      window.clearTimeout(timer);
      window.removeEventListener('resize', onResize);
    };
  }, [ref]);
  return width;
}

export function Carousel({
  banners,
  label = 'Destaques',
}: {
  banners: readonly BannerDto[];
  label?: string;
}) {
  const count = banners.length;
  const [index, setIndex] = useState(0);
  const [paused, setPaused] = useState(false);
  const [hovered, setHovered] = useState(false);
  const [focused, setFocused] = useState(false);
  const reducedMotion = useReducedMotion();
  const viewportRef = useRef<HTMLDivElement>(null);
  const width = useDebouncedWidth(viewportRef);
  const rotating = count > 1 && !paused && !reducedMotion;
  const stopped = !rotating || hovered || focused;

  const go = useCallback((next: number) => setIndex(((next % count) + count) % count), [count]);

  useEffect(() => {
    if (stopped) return;
    const timer = window.setTimeout(() => go(index + 1), SLIDER_AUTO_ADVANCE_MS);
    return () => window.clearTimeout(timer);
  }, [stopped, index, go]);

  if (count === 0) return null;
  const offset = width === null ? `-${String(index * 100)}%` : `-${String(index * width)}px`;

  return (
    <section
      className="carousel"
      aria-roledescription="carrossel"
      aria-label={label}
      data-state={stopped ? 'stopped' : 'rotating'}
      onMouseEnter={() => setHovered(true)}
      onMouseLeave={() => setHovered(false)}
      onFocus={() => setFocused(true)}
      onBlur={(event) => {
        if (!event.currentTarget.contains(event.relatedTarget)) setFocused(false);
      }}
      onKeyDown={(event) => {
        if (event.key === 'ArrowRight') go(index + 1);
        else if (event.key === 'ArrowLeft') go(index - 1);
        else return;
        event.preventDefault();
      }}
    >
      {count > 1 ? (
        <div className="carousel__controls">
          <button
            type="button"
            className="carousel__button carousel__rotation"
            aria-label={
              paused ? 'Iniciar a rotação dos destaques' : 'Pausar a rotação dos destaques'
            }
            disabled={reducedMotion}
            onClick={() => setPaused((value) => !value)}
          >
            <svg viewBox="0 0 16 16" width="16" height="16" aria-hidden="true" focusable="false">
              {paused || reducedMotion ? (
                <path d="M4 2.5v11l9-5.5z" fill="currentColor" />
              ) : (
                <path d="M4 2.5h3v11H4zM9 2.5h3v11H9z" fill="currentColor" />
              )}
            </svg>
          </button>
          <button
            type="button"
            className="carousel__button carousel__prev"
            aria-label="Destaque anterior"
            onClick={() => go(index - 1)}
          >
            <svg viewBox="0 0 16 16" width="16" height="16" aria-hidden="true" focusable="false">
              <path d="m10 2-6 6 6 6" fill="none" stroke="currentColor" strokeWidth="2" />
            </svg>
          </button>
          <button
            type="button"
            className="carousel__button carousel__next"
            aria-label="Próximo destaque"
            onClick={() => go(index + 1)}
          >
            <svg viewBox="0 0 16 16" width="16" height="16" aria-hidden="true" focusable="false">
              <path d="m6 2 6 6-6 6" fill="none" stroke="currentColor" strokeWidth="2" />
            </svg>
          </button>
          <div className="carousel__pickers" role="group" aria-label="Escolher destaque">
            {banners.map((banner, i) => (
              <button
                key={banner.id}
                type="button"
                className="carousel__picker"
                aria-label={`Destaque ${String(i + 1)} de ${String(count)}`}
                aria-current={i === index ? 'true' : undefined}
                onClick={() => go(i)}
              />
            ))}
          </div>
        </div>
      ) : null}
      <div className="carousel__viewport" ref={viewportRef}>
        <div
          className="carousel__track"
          aria-live={stopped ? 'polite' : 'off'}
          style={{
            transform: `translateX(${offset})`,
            transitionDuration: reducedMotion ? '0ms' : `${String(SLIDER_TRANSITION_MS)}ms`,
          }}
        >
          {banners.map((banner, i) => (
            <div
              key={banner.id}
              className="carousel__slide"
              role="group"
              aria-roledescription="destaque"
              aria-label={`${String(i + 1)} de ${String(count)}`}
              aria-hidden={i === index ? undefined : true}
              inert={i === index ? undefined : true}
            >
              <BannerLink banner={banner} eager={i === 0} />
            </div>
          ))}
        </div>
      </div>
    </section>
  );
}
