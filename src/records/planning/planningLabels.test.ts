import { createI18n } from '@/i18n/createI18n';
import changeViewTexts from '@/i18n/en/change-view.json';
import { planningItems } from './planningLabels';

const { t } = createI18n('en', {}, changeViewTexts);

describe('the planning menu entries', () => {
  it("lists an owner's notes in their order, each opening its own note", () => {
    const opened: string[] = [];
    const items = planningItems(t, 'sd_changes', (key) => opened.push(key), false);
    expect(items.map(({ key, label, shown }) => [key, label, shown])).toEqual([
      ['reason', 'Reason for change', false],
      ['impact', 'Impact', false],
      ['rollout-plan', 'Rollout plan', false],
      ['backout-plan', 'Backout plan', false],
    ]);
    items[2].onSelect?.();
    expect(opened).toEqual(['rollout-plan']);
  });
});
