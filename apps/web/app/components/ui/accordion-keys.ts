/**
 * Keyboard moves between an accordion's headers (WAI-ARIA accordion pattern): ArrowDown and
 * ArrowUp go to the next and previous header, wrapping around; Home and End to the first and last.
 * Enter and Space need nothing here: each header is a real button.
 */
export function accordionKeyTarget(key: string, index: number, count: number): number | null {
  if (count <= 0) return null;
  switch (key) {
    case 'ArrowDown':
      return (index + 1) % count;
    case 'ArrowUp':
      return (index - 1 + count) % count;
    case 'Home':
      return 0;
    case 'End':
      return count - 1;
    default:
      return null;
  }
}
