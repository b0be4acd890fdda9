/** Cuts text to `max` characters and marks the cut with an ellipsis. */
export function truncate(text: string | null | undefined, max: number): string {
  const value = text ?? '';
  const characters = Array.from(value);
  return characters.length > max ? `${characters.slice(0, max).join('')}...` : value;
}
