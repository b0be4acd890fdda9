import { createI18n } from '@/i18n/createI18n';
import changeListTexts from '@/i18n/en/changes.json';
import changeViewTexts from '@/i18n/en/change-view.json';
import cabTexts from '@/i18n/en/cab.json';
import slotTexts from '@/i18n/en/ticket-slots.json';

const slotKey = Object.keys(slotTexts)[0] as keyof typeof slotTexts;

describe('the plugin translations', () => {
  it('bundle the shared strings, not those of the slots or of an area', () => {
    const bundled = createI18n();
    expect(bundled.exists('page_not_found')).toBe(true);
    expect(bundled.exists(slotKey)).toBe(false);
    for (const areaTexts of [changeListTexts, changeViewTexts, cabTexts]) {
      expect(Object.keys(areaTexts).filter((key) => bundled.exists(key))).toEqual([]);
    }
  });

  it('take the English texts of what is mounted, overridden by the host and used as the fallback', () => {
    expect(createI18n('en', {}, slotTexts).t(slotKey)).toBe(slotTexts[slotKey]);
    expect(createI18n('en', { [slotKey]: 'From the host' }, slotTexts).t(slotKey)).toBe('From the host');
    expect(createI18n('de', { page_not_found: 'Nicht gefunden' }, slotTexts).t(slotKey)).toBe(slotTexts[slotKey]);
    expect(createI18n('de', { page_not_found: 'Nicht gefunden' }, slotTexts).t('page_not_found')).toBe(
      'Nicht gefunden',
    );
  });
});
