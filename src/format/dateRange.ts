const digits = (value: number, width = 2) => String(value).padStart(width, '0');

/**
 * A date as the list calls' range filters take it, YYYY-MM-DD+HH:mm:ss in local time. Written
 * with the Date getters: the list screens format their ranges without bringing a date library
 * into their first load.
 */
function rangeEnd(date: Date): string {
  const day = `${digits(date.getFullYear(), 4)}-${digits(date.getMonth() + 1)}-${digits(date.getDate())}`;
  return `${day}+${digits(date.getHours())}:${digits(date.getMinutes())}:${digits(date.getSeconds())}`;
}

/** A date-range filter value: YYYY-MM-DD+HH:mm:ss~YYYY-MM-DD+HH:mm:ss. */
export function dateRangeParam(from: Date, to: Date): string {
  return `${rangeEnd(from)}~${rangeEnd(to)}`;
}
