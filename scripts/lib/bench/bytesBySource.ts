import fs from 'node:fs';
import path from 'node:path';

const base64 = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/';
const digit = new Map([...base64].map((char, index) => [char, index]));

/** The numbers of one source-map segment (base64 VLQ). */
function decodeSegment(segment: string): number[] {
  const values: number[] = [];
  let value = 0;
  let shift = 0;
  for (const char of segment) {
    const bits = digit.get(char) ?? 0;
    value += (bits & 31) << shift;
    if (bits & 32) {
      shift += 5;
      continue;
    }
    values.push(value & 1 ? -(value >>> 1) : value >>> 1);
    value = 0;
    shift = 0;
  }
  return values;
}

/**
 * How many characters of a built file each source produced, from the file's source map: every
 * segment's generated text runs to the next segment on its line. Text no segment maps is '(unmapped)'.
 */
export function bytesBySource(dir: string, file: string): Map<string, number> | undefined {
  const mapFile = path.join(dir, `${file}.map`);
  if (!fs.existsSync(mapFile)) return undefined;
  const map = JSON.parse(fs.readFileSync(mapFile, 'utf8')) as { sources: string[]; mappings: string };
  const lines = fs.readFileSync(path.join(dir, file), 'utf8').split('\n');
  const totals = new Map<string, number>();
  const add = (source: string, bytes: number) => totals.set(source, (totals.get(source) ?? 0) + bytes);
  let sourceIndex = 0;
  map.mappings.split(';').forEach((lineMappings, lineIndex) => {
    const lineLength = (lines[lineIndex] ?? '').length;
    let column = 0;
    const segments: Array<{ column: number; source: number | undefined }> = [];
    for (const segment of lineMappings.split(',').filter(Boolean)) {
      const values = decodeSegment(segment);
      column += values[0];
      if (values.length >= 4) {
        sourceIndex += values[1];
        segments.push({ column, source: sourceIndex });
        // The remaining fields (source line, column, name) are relative too, but not needed here.
      } else segments.push({ column, source: undefined });
    }
    let covered = 0;
    segments.forEach((segment, index) => {
      const end = index + 1 < segments.length ? segments[index + 1].column : lineLength;
      const bytes = Math.max(0, end - segment.column);
      covered += bytes;
      add(segment.source === undefined ? '(unmapped)' : (map.sources[segment.source] ?? '(unknown)'), bytes);
    });
    if (lineLength > covered) add('(unmapped)', lineLength - covered);
  });
  return totals;
}
