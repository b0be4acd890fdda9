import { lightFormat } from 'date-fns';

/**
 * date-fns' locale-free formatter: the list screens send date ranges without pulling the
 * locale data and parsers that `format` and `parse` bring into their cold load.
 */
const RANGE_FORMAT = "yyyy-MM-dd'+'HH:mm:ss";

/** A date-range filter value: YYYY-MM-DD+HH:mm:ss~YYYY-MM-DD+HH:mm:ss. */
export function dateRangeParam(from: Date, to: Date): string {
  return `${lightFormat(from, RANGE_FORMAT)}~${lightFormat(to, RANGE_FORMAT)}`;
}
