/** The smallest real pictures, for upload tests: a 1×1 PNG and a JPEG's opening bytes. */
export const PNG_BYTES = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=',
  'base64',
);
export const JPEG_BYTES = Buffer.from('ffd8ffe000104a46494600010100000100010000ffdb004300', 'hex');
export const SVG_TEXT = '<svg xmlns="http://www.w3.org/2000/svg" onload="alert(1)"><circle r="4"/></svg>';
