/** Characters as the backend counts them: code points, so an emoji is one character, not two. */
export function characterCount(text: string | null | undefined): number {
  return text ? [...text].length : 0;
}
