/**
 * What the customer scans (issue #14): the Pix BR Code's QR code as SVG (`qrcode`) and the
 * boleto's ITF (interleaved 2 of 5) bar code as SVG or PNG (`bwip-js`). Rendered on the server
 * from our own data: the SVGs hold paths only, no script and no external reference.
 */
import bwipjs from 'bwip-js/node';
import QRCode from 'qrcode';
// The SVG renderer of `qrcode` is synchronous (`toString` wraps it in a promise).
import svgTag from 'qrcode/lib/renderer/svg-tag.js';

/** The QR code of a BR Code (error correction M, as the Pix manual recommends). */
export function pixQrSvg(brCode: string): string {
  const qr = QRCode.create(brCode, { errorCorrectionLevel: 'M' });
  return svgTag.render(qr, {
    margin: 2,
    color: { dark: '#000000', light: '#ffffff' },
  });
}

const ITF_OPTIONS = {
  bcid: 'interleaved2of5',
  height: 13,
  scale: 2,
  includetext: false,
} as const;

/** The boleto's bar code (44 digits) as ITF in SVG. */
export function boletoBarcodeSvg(barcode: string): string {
  return bwipjs.toSVG({ ...ITF_OPTIONS, text: barcode });
}

/** The same as PNG (for the PDF). */
export function boletoBarcodePng(barcode: string): Promise<Buffer> {
  return bwipjs.toBuffer({ ...ITF_OPTIONS, text: barcode, scale: 3 });
}
