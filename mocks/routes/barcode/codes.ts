import bwipjs from 'bwip-js/node';

/** Code 128 carries printable ASCII; an identifier with other characters is labelled by the asset's id. */
const CODE_128_TEXT = /^[\x20-\x7e]{1,80}$/;

export function code128Text(asset: { id: number; identifier: string }): string {
  return CODE_128_TEXT.test(asset.identifier) ? asset.identifier : `ASSET-${asset.id}`;
}

/** A Code 128 barcode as inline SVG, without the human-readable line (the label prints the identifier). */
export function code128Svg(text: string): string {
  return bwipjs.toSVG({ bcid: 'code128', text, height: 10, includetext: false });
}

/** A QR code as inline SVG. */
export function qrCodeSvg(text: string): string {
  return bwipjs.toSVG({ bcid: 'qrcode', text });
}
