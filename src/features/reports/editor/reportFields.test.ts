import { filterValuesOf, reportFieldsOf } from './reportFields';

describe('a report’s saved filters', () => {
  const from = new Date(2024, 2, 5, 9, 30, 0);
  const to = new Date(2024, 2, 6, 18, 0, 0);

  it('keeps lookups with their names, date ranges as from~to, texts trimmed and ticked choices; drops empty ones', () => {
    const fields = reportFieldsOf({
      asset_type_ids: [{ id: 4, name: 'Laptop' }],
      assigned_on: { from, to },
      custom_1: '  SN-1 ',
      custom_3: ['3 years'],
      custom_8: '  ',
      dept_ids: [],
      org_ids: undefined,
    });
    expect(fields).toEqual([
      { key: 'asset_type_ids', value: [4], value_meta: [{ id: 4, name: 'Laptop' }] },
      { key: 'assigned_on', value: '2024-03-05+09:30:00~2024-03-06+18:00:00' },
      { key: 'custom_1', value: 'SN-1' },
      { key: 'custom_3', value: ['3 years'] },
    ]);
  });

  it('gives the filter panel back what was saved', () => {
    const values = {
      asset_type_ids: [{ id: 4, name: 'Laptop' }],
      assigned_on: { from, to },
      custom_1: 'SN-1',
      custom_3: ['3 years'],
    };
    expect(filterValuesOf(reportFieldsOf(values))).toEqual(values);
    expect(filterValuesOf([{ key: 'custom_1', value: 'a~b' }])).toEqual({ custom_1: 'a~b' });
  });
});
