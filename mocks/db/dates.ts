/** Formats a moment as the database's UTC text form 'YYYY-MM-DD HH:mm:ss'. */
export function toDbDate(moment: Date): string {
  return moment.toISOString().slice(0, 19).replace('T', ' ');
}

export function nowDbDate(): string {
  return toDbDate(new Date());
}
