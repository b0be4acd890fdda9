import { countLostWrites, percentile, RequestLog, type AcknowledgedWrites, type ObservedState } from './loadStats';

describe('percentile', () => {
  it('takes the nearest rank of the sorted values', () => {
    const values = Array.from({ length: 100 }, (_, index) => 100 - index);

    expect(percentile(values, 95)).toBe(95);
    expect(percentile(values, 50)).toBe(50);
    expect(percentile(values, 100)).toBe(100);
    expect(percentile(values, 0)).toBe(1);
  });

  it('handles few values and none', () => {
    expect(percentile([7], 95)).toBe(7);
    expect(percentile([3, 1, 2], 95)).toBe(3);
    expect(percentile([], 95)).toBe(0);
  });
});

describe('RequestLog', () => {
  it('counts 5xx, 4xx and unanswered requests apart, per kind', () => {
    const log = new RequestLog();
    log.record('list', 200, 5);
    log.record('list', 500, 9);
    log.record('create', 503, 12);
    log.record('create', 422, 4);
    log.record('create', 0, 10_000);

    expect(log.count).toBe(5);
    expect(log.serverErrors).toBe(2);
    expect(log.clientErrors).toBe(1);
    expect(log.failures).toBe(1);
    expect(log.summary()).toEqual({
      list: { count: 2, p95Ms: 9, statuses: { '200': 1, '500': 1 } },
      create: { count: 3, p95Ms: 10_000, statuses: { '0': 1, '422': 1, '503': 1 } },
    });
  });
});

describe('countLostWrites', () => {
  const acknowledged = (): AcknowledgedWrites => ({
    createdIds: [1, 2, 3],
    subjects: new Map([[2, 'LD c1 u1']]),
    assets: new Map([
      [1, new Set([4, 5])],
      [2, new Set<number>()],
      [3, new Set([6])],
    ]),
    rootCauses: new Map([[3, '<p>Root cause</p>']]),
  });
  const observed = (): ObservedState => ({
    markedTotal: 3,
    records: new Map([
      [1, { subject: 'LD c1 n1', assetIds: [5, 4], rootCause: undefined }],
      [2, { subject: 'LD c1 u1', assetIds: [], rootCause: undefined }],
      [3, { subject: 'LD c1 n3', assetIds: [6], rootCause: '<p>Root cause</p>' }],
    ]),
  });

  it('finds nothing lost when the backend shows every acknowledged write', () => {
    expect(countLostWrites(acknowledged(), observed())).toEqual({ lostWrites: 0, details: [] });
  });

  it('counts a create that answered 2xx but whose record is missing', () => {
    const state = observed();
    state.markedTotal = 2;
    state.records.set(3, undefined);

    const report = countLostWrites(acknowledged(), state);

    expect(report.lostWrites).toBe(1);
    expect(report.details).toEqual(['3 creates answered 2xx but 2 records exist', 'record 3 is missing']);
  });

  it('counts records the clients were never told about (counts must match)', () => {
    const state = observed();
    state.markedTotal = 5;

    expect(countLostWrites(acknowledged(), state).lostWrites).toBe(2);
  });

  it('counts an update, an asset link and a planning entry that did not stick', () => {
    const state = observed();
    state.records.set(1, { subject: 'LD c1 n1', assetIds: [4], rootCause: undefined });
    state.records.set(2, { subject: 'LD c1 n2', assetIds: [], rootCause: undefined });
    state.records.set(3, { subject: 'LD c1 n3', assetIds: [6], rootCause: '<p>Older</p>' });

    const report = countLostWrites(acknowledged(), state);

    expect(report.lostWrites).toBe(3);
    expect(report.details).toHaveLength(3);
  });
});
