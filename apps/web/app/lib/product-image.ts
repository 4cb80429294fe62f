import { IMAGE_FORMAT_DEFAULT, IMAGE_QUALITY_DEFAULT } from '@adega/domain/constants';

/**
 * URL of a product image at a size, for the image route /img/products/{code} (width, height,
 * quality, format). Quality and format are the route's defaults (SPEC §9: 99, png) unless given.
 */
export function productImageSrc(
  imageUrl: string,
  width: number,
  height: number,
  options: { quality?: number; format?: 'png' | 'webp' } = {},
): string {
  const params = new URLSearchParams({ height: String(height), width: String(width) });
  if (options.quality !== undefined && options.quality !== IMAGE_QUALITY_DEFAULT) {
    params.set('quality', String(options.quality));
  }
  if (options.format && options.format !== IMAGE_FORMAT_DEFAULT)
    params.set('format', options.format);
  const separator = imageUrl.includes('?') ? '&' : '?';
  return `${imageUrl}${separator}${params.toString()}`;
}
