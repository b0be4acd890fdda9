/** The date-time formats the mapper offers, in PHP's notation as the product names them. */
export const DATE_TIME_FORMATS = [
  'Y-m-d H:i',
  'm-d-Y H:i',
  'd-m-Y H:i',
  'Y/m/d H:i',
  'm/d/Y H:i',
  'd/m/Y H:i',
] as const;

export type DateTimeFormat = (typeof DATE_TIME_FORMATS)[number];

/** How dates are read when the file has none the server needs to handle. */
export const DEFAULT_DATE_TIME_FORMAT: DateTimeFormat = 'Y-m-d H:i';

export function isDateTimeFormat(value: unknown): value is DateTimeFormat {
  return (DATE_TIME_FORMATS as readonly unknown[]).includes(value);
}

const PARTS: Record<string, string> = {
  Y: '(\\d{4})',
  m: '(\\d{1,2})',
  d: '(\\d{1,2})',
  H: '(\\d{1,2})',
  i: '(\\d{2})',
};

function formatPattern(format: DateTimeFormat): { pattern: RegExp; order: string[] } {
  const order: string[] = [];
  const [datePart] = format.split(' ');
  const source = datePart.replace(/[Ymd]/g, (letter) => {
    order.push(letter);
    return PARTS[letter];
  });
  // The time may be left out (midnight); seconds may follow the minutes.
  const pattern = new RegExp(`^${source.replace(/\//g, '\\/')}(?:[ T](\\d{1,2}):(\\d{2})(?::(\\d{2}))?)?$`);
  return { pattern, order };
}

const PATTERNS = new Map(DATE_TIME_FORMATS.map((format) => [format, formatPattern(format)]));

const pad = (value: number) => String(value).padStart(2, '0');

/** The text as the database's 'YYYY-MM-DD HH:mm:ss', or undefined when it is not a real date in `format`. */
export function parseDateTime(text: string, format: DateTimeFormat): string | undefined {
  const { pattern, order } = PATTERNS.get(format)!;
  const match = pattern.exec(text.trim());
  if (!match) return undefined;
  const date: Record<string, number> = {};
  order.forEach((letter, index) => (date[letter] = Number(match[index + 1])));
  const [hour, minute, second] = [4, 5, 6].map((index) => Number(match[index] ?? 0));
  const moment = new Date(Date.UTC(date.Y, date.m - 1, date.d, hour, minute, second));
  const real =
    moment.getUTCFullYear() === date.Y &&
    moment.getUTCMonth() === date.m - 1 &&
    moment.getUTCDate() === date.d &&
    hour < 24 &&
    minute < 60 &&
    second < 60;
  if (!real) return undefined;
  return `${date.Y}-${pad(date.m)}-${pad(date.d)} ${pad(hour)}:${pad(minute)}:${pad(second)}`;
}
