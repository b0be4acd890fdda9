import fs from 'node:fs';
import path from 'node:path';

/**
 * The languages the plugin ships besides English, each with its texts by key: the files
 * `<language>.json` of the i18n folder other than en.json (English titles and menu labels are
 * declared in the route registry).
 */
export function bundledTranslations(i18nDir: string): Record<string, Record<string, string>> {
  return Object.fromEntries(
    fs
      .readdirSync(i18nDir)
      .filter((file) => /^[a-z]{2,3}(?:-[A-Za-z0-9]+)?\.json$/.test(file) && file !== 'en.json')
      .sort()
      .map((file) => [
        file.replace(/\.json$/, ''),
        JSON.parse(fs.readFileSync(path.join(i18nDir, file), 'utf8')) as Record<string, string>,
      ]),
  );
}
