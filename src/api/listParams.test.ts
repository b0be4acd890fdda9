import { filterParams, pagingParams, sentSortOrder } from './listParams';
import { serializeParams } from './params';

describe('table query conventions', () => {
  it('sends the sort order inverted relative to the ascending flag', () => {
    expect(sentSortOrder(true)).toBe('desc');
    expect(sentSortOrder(false)).toBe('asc');
  });

  it('names the paging parameters with dashes by default and leaves an empty search out', () => {
    expect(pagingParams({ page: 2, limit: 25, sortField: 'subject', ascending: true, search: '  ' })).toEqual({
      'sort-field': 'subject',
      'sort-order': 'desc',
      page: 2,
      limit: 25,
    });
  });

  it('uses the variant names some calls take', () => {
    const params = pagingParams(
      { page: 1, limit: 10, sortField: 'name', ascending: false, search: 'laptop' },
      { sortField: 'sort_by', sortOrder: 'order', search: 'search_query' },
    );
    expect(params).toEqual({ sort_by: 'name', order: 'asc', search_query: 'laptop', page: 1, limit: 10 });
  });

  it('keeps only filters that have ids', () => {
    expect(filterParams({ dept_ids: [1, 2], status_ids: [], priority_ids: undefined })).toEqual({ dept_ids: [1, 2] });
  });
});

describe('query string serialisation', () => {
  it('sends arrays as name[index]=id and percent-encodes the date range', () => {
    const query = serializeParams({
      dept_ids: [3, 5],
      created_at: '2026-01-05+00:00:00~2026-01-06+23:30:00',
      'search-query': 'vpn drops',
      empty: '',
      missing: undefined,
    });
    expect(query).toBe(
      'dept_ids%5B0%5D=3&dept_ids%5B1%5D=5&created_at=2026-01-05%2B00%3A00%3A00~2026-01-06%2B23%3A30%3A00&search-query=vpn%20drops',
    );
    expect(new URLSearchParams(query).get('created_at')).toBe('2026-01-05+00:00:00~2026-01-06+23:30:00');
    expect(new URLSearchParams(query).getAll('dept_ids[1]')).toEqual(['5']);
  });
});
