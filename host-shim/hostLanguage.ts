import type { Translated } from '../src/plugin';

/** The language of the host's page, which the plugin is shown in too. */
export function hostLanguage(): string {
  return document.documentElement.lang || 'en';
}

/** A title or label of the plugin's manifest in the host's language (or its primary language), else in English. */
export function inHostLanguage(texts: Translated): string {
  const language = hostLanguage();
  return texts[language] ?? texts[language.split('-')[0]] ?? texts.en ?? '';
}
