import i18next, { type i18n } from 'i18next';
import { initReactI18next } from 'react-i18next';
/*
 * The bundled English holds the shared strings only. The slots' strings come with the slots
 * (createSlotParcel) and an area's own strings (src/i18n/en/<area>.json) with its application
 * (createRouteApplication), so an application's first load carries only what it shows. Page titles
 * and menu labels are not here: each area declares them with their keys in the route registry
 * (src/routes.ts), and the manifest hands them to the host, whose translations override them by key.
 */
import en from './en.json';

/**
 * One i18next instance per mounted application or parcel: the bundled English and the English
 * `texts` of what is mounted, overridden by the host's translations. A missing key falls back to
 * English, then to the key itself.
 */
export function createI18n(
  locale = 'en',
  hostTranslations: Record<string, string> = {},
  texts: Record<string, string> = {},
): i18n {
  const instance = i18next.createInstance();
  void instance.use(initReactI18next).init({
    lng: locale,
    fallbackLng: 'en',
    resources: {
      en: { translation: { ...en, ...texts } },
      ...(locale !== 'en' ? { [locale]: { translation: hostTranslations } } : {}),
    },
    initAsync: false,
    keySeparator: false,
    nsSeparator: false,
    interpolation: { escapeValue: false },
    returnNull: false,
  });
  if (locale === 'en' && Object.keys(hostTranslations).length > 0) {
    instance.addResourceBundle('en', 'translation', hostTranslations, true, true);
  }
  return instance;
}
