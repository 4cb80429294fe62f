import { discountTag, memberDiscountTag } from '@adega/domain/pricing/discount';
import type { Centavos } from '@adega/domain/money';
import { textColourOn } from '../../lib/format';

/**
 * Discount tag (SPEC §5: shown only when list price and price differ and both are above 0; §9 the
 * tag percentage and its colours by tens). The colour is the background; the text is dark or
 * white, whichever contrasts more. `member`: the price is the club price a subscriber sees, and
 * the tag says 'Desconto de Sócio' (SPEC §6).
 */
export function DiscountTag({
  price,
  listPrice,
  member = false,
  className,
  spoken = true,
}: {
  price: Centavos;
  listPrice: Centavos;
  member?: boolean;
  /** Extra class of the tag, or of the tags' box when there are two (the card places it over the image). */
  className?: string;
  /**
   * false where the tag is hidden from assistive technology (the card's image): the words
   * only screen readers would hear are left out.
   */
  spoken?: boolean;
}) {
  const tag = discountTag(price, listPrice);
  if (!tag) return null;
  const memberLabel = memberDiscountTag(member);
  const style = { backgroundColor: tag.colour, color: textColourOn(tag.colour) };
  const text = `-${String(tag.percentage)}%`;
  const spokenPart = spoken && <span className="visually-hidden"> de desconto</span>;
  // One tag is one element, with the caller's class; a box holds it only beside the member's tag.
  const percentage = (
    <span
      className={className && !memberLabel ? `discount-tag ${className}` : 'discount-tag'}
      style={style}
    >
      {text}
      {spokenPart}
    </span>
  );
  if (!memberLabel) return percentage;
  return (
    <span className={className ? `discount-tags ${className}` : 'discount-tags'}>
      {percentage}
      <span className="member-tag">{memberLabel}</span>
    </span>
  );
}
