/** Bookkeeping of the backend load run: latencies, status counts, and the lost-write check. */

/** The nearest-rank percentile (p in 0..100) of the values; 0 for none. */
export function percentile(values: readonly number[], p: number): number {
  if (values.length === 0) return 0;
  const sorted = [...values].sort((a, b) => a - b);
  const rank = Math.ceil((Math.min(Math.max(p, 0), 100) / 100) * sorted.length);
  return sorted[Math.max(rank, 1) - 1];
}

/** Latencies and answers per kind of request ('list', 'create', ...). */
export class RequestLog {
  readonly latencies: number[] = [];
  readonly byKind = new Map<string, { count: number; latencies: number[]; statuses: Map<number, number> }>();
  serverErrors = 0;
  /** Requests that got no answer (connection error, timeout). */
  failures = 0;
  /** 4xx answers, with their kind and status, for the report. */
  clientErrors = 0;

  record(kind: string, status: number, ms: number): void {
    this.latencies.push(ms);
    let entry = this.byKind.get(kind);
    if (!entry) {
      entry = { count: 0, latencies: [], statuses: new Map() };
      this.byKind.set(kind, entry);
    }
    entry.count += 1;
    entry.latencies.push(ms);
    entry.statuses.set(status, (entry.statuses.get(status) ?? 0) + 1);
    if (status === 0) this.failures += 1;
    else if (status >= 500) this.serverErrors += 1;
    else if (status >= 400) this.clientErrors += 1;
  }

  get count(): number {
    return this.latencies.length;
  }

  summary(): Record<string, { count: number; p95Ms: number; statuses: Record<string, number> }> {
    return Object.fromEntries(
      [...this.byKind].map(([kind, entry]) => [
        kind,
        {
          count: entry.count,
          p95Ms: round(percentile(entry.latencies, 95)),
          statuses: Object.fromEntries([...entry.statuses].map(([status, n]) => [String(status), n])),
        },
      ]),
    );
  }
}

/** What the clients were told was written, to compare with what the backend shows afterwards. */
export interface AcknowledgedWrites {
  /** Ids of the records whose create answered 2xx. */
  createdIds: number[];
  /** Per record: the subject of its last acknowledged update. */
  subjects: Map<number, string>;
  /** Per record: its asset ids after the last acknowledged attach / detach. */
  assets: Map<number, Set<number>>;
  /** Per record: the root-cause text of its last acknowledged planning save. */
  rootCauses: Map<number, string>;
}

/** What the backend shows afterwards, read back per record. */
export interface ObservedState {
  /** How many records carry the run's marker. */
  markedTotal: number;
  /** Per created id: its state, or undefined when the record is missing. */
  records: Map<number, { subject: string; assetIds: number[]; rootCause: string | undefined } | undefined>;
}

export interface LostWriteReport {
  lostWrites: number;
  details: string[];
}

/**
 * Counts acknowledged writes the backend does not show: a missing created record, a count of
 * marked records different from the number of 2xx creates, an update, asset link or planning
 * entry that is not what its last acknowledged write set.
 */
export function countLostWrites(acknowledged: AcknowledgedWrites, observed: ObservedState): LostWriteReport {
  const details: string[] = [];
  const createdCount = acknowledged.createdIds.length;
  if (observed.markedTotal !== createdCount) {
    details.push(`${createdCount} creates answered 2xx but ${observed.markedTotal} records exist`);
  }
  let missing = 0;
  let stale = 0;
  for (const id of acknowledged.createdIds) {
    const record = observed.records.get(id);
    if (record === undefined) {
      missing += 1;
      details.push(`record ${id} is missing`);
      continue;
    }
    const subject = acknowledged.subjects.get(id);
    if (subject !== undefined && record.subject !== subject) {
      stale += 1;
      details.push(
        `record ${id}: subject ${JSON.stringify(record.subject)}, last update set ${JSON.stringify(subject)}`,
      );
    }
    const assets = acknowledged.assets.get(id);
    if (assets !== undefined && !sameIds(assets, record.assetIds)) {
      stale += 1;
      details.push(`record ${id}: assets [${record.assetIds.join(', ')}], expected [${[...assets].join(', ')}]`);
    }
    const rootCause = acknowledged.rootCauses.get(id);
    if (rootCause !== undefined && record.rootCause !== rootCause) {
      stale += 1;
      details.push(
        `record ${id}: root cause ${JSON.stringify(record.rootCause)}, expected ${JSON.stringify(rootCause)}`,
      );
    }
  }
  return { lostWrites: Math.max(missing, Math.abs(observed.markedTotal - createdCount)) + stale, details };
}

function sameIds(expected: Set<number>, actual: readonly number[]): boolean {
  return actual.length === expected.size && actual.every((id) => expected.has(id));
}

export function round(ms: number): number {
  return Math.round(ms * 10) / 10;
}
