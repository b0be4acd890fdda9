import type { BarcodeLayout } from '../../db/barcode/template';
import type { LabelAsset } from '../../db/barcode/label-assets';
import { escapeHtml } from '../../html';
import { code128Svg, code128Text, qrCodeSvg } from './codes';

/** The layout labels have while no template is saved. */
export const DEFAULT_LAYOUT: BarcodeLayout = {
  width: 2.5,
  height: 1.5,
  labels_per_row: 3,
  space_between_labels: 0.2,
  display_logo_confirmed: 0,
};

export interface LabelSheet {
  layout: BarcodeLayout;
  /** The logo as a data: URL, when the template displays one. */
  logo?: string;
  assets: readonly LabelAsset[];
  /** The address a label's QR code opens: the asset's page. */
  assetUrl(asset: LabelAsset): string;
}

function styles({ width, height, labels_per_row: perRow, space_between_labels: space }: BarcodeLayout): string {
  return `
@page { margin: 0.25in; }
* { box-sizing: border-box; }
body { margin: 0; font-family: Arial, Helvetica, sans-serif; color: #000; background: #fff; }
h1 { font-size: 14px; margin: 8px; }
.sheet { display: grid; grid-template-columns: repeat(${perRow}, ${width}in); gap: ${space}in; padding: 8px; }
.label { width: ${width}in; height: ${height}in; padding: 0.06in; border: 1px dashed #888; overflow: hidden;
  display: flex; flex-direction: column; gap: 0.03in; break-inside: avoid; page-break-inside: avoid; }
.label p { margin: 0; font-size: 9pt; line-height: 1.15; white-space: nowrap; overflow: hidden; text-overflow: ellipsis; }
.label .name { font-weight: bold; }
.logo { max-height: 0.3in; max-width: 100%; object-fit: contain; align-self: flex-start; }
.codes { flex: 1; min-height: 0; display: flex; gap: 0.06in; align-items: stretch; }
.codes > div { min-width: 0; min-height: 0; display: flex; }
.barcode { flex: 3; }
.qrcode { flex: 1; }
.codes svg { width: 100%; height: 100%; }
@media print { h1 { display: none; } .sheet { padding: 0; } .label { border-color: transparent; } }
`;
}

function label(asset: LabelAsset, sheet: LabelSheet): string {
  const name = escapeHtml(asset.name);
  const identifier = escapeHtml(asset.identifier);
  const barcodeText = code128Text(asset);
  const logo = sheet.logo ? `<img class="logo" src="${escapeHtml(sheet.logo)}" alt="">` : '';
  return `<section class="label" data-asset-id="${asset.id}" aria-label="${name}">
${logo}<p class="name">${name}</p>
<p class="identifier">${identifier}</p>
<div class="codes">
<div class="barcode" role="img" aria-label="Code 128 barcode: ${escapeHtml(barcodeText)}">${code128Svg(barcodeText)}</div>
<div class="qrcode" role="img" aria-label="QR code: ${name}">${qrCodeSvg(sheet.assetUrl(asset))}</div>
</div>
</section>`;
}

/** A printable HTML page of labels laid out by the template; every text is escaped. */
export function labelSheetPage(sheet: LabelSheet): string {
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<title>Asset labels</title>
<style>${styles(sheet.layout)}</style>
</head>
<body>
<h1>Asset labels</h1>
<main class="sheet">
${sheet.assets.map((asset) => label(asset, sheet)).join('\n')}
</main>
</body>
</html>
`;
}
