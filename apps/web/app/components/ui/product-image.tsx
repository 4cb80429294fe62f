/**
 * A product's photo from the image route (/img/products/{code}) at the size it is shown: webp
 * unless `format` says, lazy unless `eager`, and decorative (empty alt) unless `alt` names it.
 */
import type { ImgHTMLAttributes } from 'react';
import { productImageSrc } from '../../lib/product-image';

export function ProductImage({
  imageUrl,
  width,
  height,
  format = 'webp',
  eager = false,
  alt = '',
  ...img
}: Omit<ImgHTMLAttributes<HTMLImageElement>, 'src' | 'width' | 'height' | 'loading'> & {
  imageUrl: string;
  width: number;
  height: number;
  format?: 'png' | 'webp';
  eager?: boolean;
}) {
  return (
    <img
      {...img}
      src={productImageSrc(imageUrl, width, height, { format })}
      width={width}
      height={height}
      alt={alt}
      loading={eager ? undefined : 'lazy'}
    />
  );
}
