import { fromSavedFilter, parseDateRangeParam, toSavedFields } from './savedFilterValues';
import type { FilterField } from '@/ui/filters/types';

const FIELDS: FilterField[] = [
  { kind: 'lookup', name: 'status_ids', label: 'Statuses', dependency: 'change_statuses' },
  { kind: 'dateRange', name: 'created_at', label: 'Created at' },
  { kind: 'text', name: 'custom_1', label: 'Vendor ref' },
  { kind: 'choices', name: 'custom_2', label: 'Risk level', choices: ['Low', 'High'] },
];

describe('saved filter values', () => {
  const range = { from: new Date(2026, 0, 2, 0, 0, 0), to: new Date(2026, 0, 3, 23, 30, 0) };

  it('turns the panel values into saved fields and back', () => {
    const values = {
      status_ids: [{ id: 2, name: 'Planning' }],
      created_at: range,
      custom_1: ' MS ',
      custom_2: ['High'],
      unused: undefined,
    };
    const fields = toSavedFields(values);
    expect(fields).toEqual([
      { key: 'status_ids', value: [2], value_meta: [{ id: 2, name: 'Planning' }] },
      { key: 'created_at', value: '2026-01-02+00:00:00~2026-01-03+23:30:00', value_meta: null },
      { key: 'custom_1', value: 'MS', value_meta: null },
      { key: 'custom_2', value: ['High'], value_meta: null },
    ]);
    expect(fromSavedFilter({ id: 1, name: 'x', fields }, FIELDS)).toEqual({
      status_ids: [{ id: 2, name: 'Planning' }],
      created_at: range,
      custom_1: 'MS',
      custom_2: ['High'],
    });
  });

  it('labels ids without value_meta by their number and drops unknown keys and bad ranges', () => {
    expect(
      fromSavedFilter(
        {
          id: 1,
          name: 'x',
          fields: [
            { key: 'status_ids', value: [5], value_meta: null },
            { key: 'created_at', value: 'yesterday', value_meta: null },
            { key: 'custom_9', value: 'x', value_meta: null },
          ],
        },
        FIELDS,
      ),
    ).toEqual({ status_ids: [{ id: 5, name: '5' }] });
    expect(parseDateRangeParam('2026-01-02 00:00:00~2026-01-03 23:30:00')).toEqual(range);
  });
});
