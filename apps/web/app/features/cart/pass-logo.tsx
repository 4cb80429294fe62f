/**
 * The pass logo of the checkout's pass card (SPEC §2: "Pass logo by pass name; vertical at 992px
 * or more, horizontal below"). Drawn from the pass name (no image files in this build): both
 * orientations are rendered and the stylesheet shows one at the domain's breakpoint
 * (passLogoOrientation, DESKTOP_BREAKPOINT_PX = 992), so the server's page is already right.
 */
export function PassLogo({ name }: { name: string }) {
  const label = `Wine Pass ${name}`;
  return (
    <span className="pass-logo" role="img" aria-label={label} data-pass={name}>
      <span className="pass-logo__mark pass-logo__mark--vertical" aria-hidden="true">
        <span className="pass-logo__brand">wine</span>
        <span className="pass-logo__word">pass</span>
        <span className="pass-logo__name">{name}</span>
      </span>
      <span className="pass-logo__mark pass-logo__mark--horizontal" aria-hidden="true">
        <span className="pass-logo__brand">wine</span>
        <span className="pass-logo__word">pass</span>
        <span className="pass-logo__name">{name}</span>
      </span>
    </span>
  );
}
