/** The optional follow-up link of the tracking page, from its query parameters. */
export function followUpLink(search: string): { to: string; label: string | undefined } | undefined {
  const params = new URLSearchParams(search);
  const to = params.get('sd_import_redirect_url_after_track');
  // Only a target relative to the base path: never another site, nor a script.
  if (!to || !to.startsWith('/') || to.startsWith('//')) return undefined;
  return { to, label: params.get('sd_import_redirect_url_label_after_track') ?? undefined };
}
