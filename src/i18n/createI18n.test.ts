import { createI18n } from '@/i18n/createI18n';
import slotTexts from '@/i18n/en/ticket-slots.json';

const slotKey = Object.keys(slotTexts)[0] as keyof typeof slotTexts;

describe('the plugin translations', () => {
  it('bundle the shared and area strings but not the slots', () => {
    expect(createI18n().exists('page_not_found')).toBe(true);
    expect(createI18n().exists(slotKey)).toBe(false);
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
