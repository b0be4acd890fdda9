const BACKGROUNDS = ['#1f6feb', '#8250df', '#bf3989', '#cf222e', '#bc4c00', '#4d2d00', '#1a7f37', '#0969da'];

/** A self-contained SVG avatar with the person's initials, so no image is fetched from elsewhere. */
export function initialsAvatar(firstName: string, lastName: string, index: number): string {
  const initials = (firstName[0] + lastName[0]).toUpperCase();
  const background = BACKGROUNDS[index % BACKGROUNDS.length];
  const svg =
    `<svg xmlns="http://www.w3.org/2000/svg" width="64" height="64" viewBox="0 0 64 64">` +
    `<circle cx="32" cy="32" r="32" fill="${background}"/>` +
    `<text x="32" y="40" font-family="Arial, sans-serif" font-size="24" fill="#ffffff" ` +
    `text-anchor="middle">${initials}</text></svg>`;
  return `data:image/svg+xml;base64,${Buffer.from(svg).toString('base64')}`;
}
