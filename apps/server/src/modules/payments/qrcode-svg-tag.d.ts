/** The synchronous SVG renderer inside `qrcode` (what `QRCode.toString(…, {type:'svg'})` wraps). */
declare module 'qrcode/lib/renderer/svg-tag.js' {
  const svgTag: { render(qr: unknown, options?: object): string };
  export default svgTag;
}
