import i18next, { type i18n } from 'i18next';
import { initReactI18next } from 'react-i18next';
import common from './en.json';
import assetAdmin from './en/asset-admin.json';
import assets from './en/assets.json';
import cab from './en/cab.json';
import changeView from './en/change-view.json';
import changes from './en/changes.json';
import ticketSlots from './en/ticket-slots.json';

/**
 * The bundled English: the shared strings plus one file per area. Page titles and menu labels are
 * not here: each area declares them with their keys in the route registry (src/routes.ts), and
 * the manifest hands them to the host, whose translations override them by key.
 */
const en: Record<string, string> = {
  ...common,
  ...changes,
  ...changeView,
  ...cab,
  ...ticketSlots,
  ...assetAdmin,
  ...assets,
};

/**
 * One i18next instance per mounted application or parcel: the bundled English, overridden by the
 * host's translations. A missing key falls back to English, then to the key itself.
 */
export function createI18n(locale = 'en', hostTranslations: Record<string, string> = {}): i18n {
  const instance = i18next.createInstance();
  void instance.use(initReactI18next).init({
    lng: locale,
    fallbackLng: 'en',
    resources: {
      en: { translation: en },
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
