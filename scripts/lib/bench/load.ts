/**
 * The contract backend under load: concurrent clients mixing list reads and writes for a fixed
 * time over loopback (Node's http, keep-alive), then a read-back of every acknowledged write.
 */
import http from 'node:http';
import { randomBytes } from 'node:crypto';
import { BackendClient, type HttpAnswer } from './httpClient';
import {
  countLostWrites,
  percentile,
  RequestLog,
  round,
  type AcknowledgedWrites,
  type ObservedState,
} from './loadStats';

export interface LoadOptions {
  clients: number;
  durationMs: number;
}

export interface LoadResult {
  clients: number;
  durationMs: number;
  requests: number;
  requestsPerSecond: number;
  p95Ms: number;
  p50Ms: number;
  serverErrors: number;
  noAnswer: number;
  clientErrors: number;
  creates: number;
  lostWrites: number;
  lostWriteDetails: string[];
  byKind: ReturnType<RequestLog['summary']>;
}

interface Reference {
  requesterIds: number[];
  departmentIds: number[];
  impactIds: number[];
  statusIds: number[];
  priorityIds: number[];
  assetIds: number[];
}

const LIST_QUERIES = [
  '',
  'page=2',
  'sort-field=subject&sort-order=desc',
  'sort-field=identifier&sort-order=asc',
  'search-query=vpn',
  'status_ids[0]=1',
  'dept_ids[0]=2&sort-field=subject',
] as const;

function pick<T>(items: readonly T[]): T {
  return items[Math.floor(Math.random() * items.length)];
}

async function lookupIds(client: BackendClient, path: string): Promise<number[]> {
  const answer = await client.get(`${path}${path.includes('?') ? '&' : '?'}limit=100`);
  const rows = (answer.body as { data?: { data?: { id: number }[] } }).data?.data ?? [];
  if (answer.status !== 200 || rows.length === 0) throw new Error(`${path} answered ${answer.status} with no rows`);
  return rows.map((row) => row.id);
}

async function readReference(client: BackendClient): Promise<Reference> {
  return {
    requesterIds: await lookupIds(client, '/api/dependency/users'),
    departmentIds: await lookupIds(client, '/api/dependency/departments'),
    impactIds: await lookupIds(client, '/service-desk/api/dependency/impacts'),
    statusIds: await lookupIds(client, '/api/dependency/statuses'),
    priorityIds: await lookupIds(client, '/api/dependency/priorities'),
    assetIds: await lookupIds(client, '/service-desk/api/dependency/assets'),
  };
}

/** One simulated agent: a session of its own, working on the problems it created. */
class LoadClient {
  private readonly own: number[] = [];
  private created = 0;
  private updates = 0;

  constructor(
    private readonly index: number,
    private readonly http: BackendClient,
    private readonly reference: Reference,
    private readonly marker: string,
    private readonly log: RequestLog,
    private readonly acknowledged: AcknowledgedWrites,
  ) {}

  async run(until: number): Promise<void> {
    await this.http.signIn();
    while (Date.now() < until) await this.step();
  }

  private async call(kind: string, request: Promise<HttpAnswer>): Promise<HttpAnswer> {
    const answer = await request;
    this.log.record(kind, answer.status, answer.ms);
    return answer;
  }

  private form(subject: string, assetIds: Iterable<number>) {
    const { reference } = this;
    return {
      subject,
      description: `<p>Measured under load by client ${this.index}.</p>`,
      requester_id: pick(reference.requesterIds),
      department_id: pick(reference.departmentIds),
      impact_id: pick(reference.impactIds),
      status_type_id: pick(reference.statusIds),
      priority_id: pick(reference.priorityIds),
      asset_ids: [...assetIds],
    };
  }

  private async step(): Promise<void> {
    const roll = Math.random();
    const target = this.own.length > 0 ? pick(this.own) : undefined;
    if (roll < 0.45 || (target === undefined && roll < 0.8)) {
      await this.call('list', this.http.get(`/service-desk/api/problem-list?${pick(LIST_QUERIES)}`));
    } else if (roll < 0.55 || target === undefined) {
      await this.create();
    } else if (roll < 0.62) {
      await this.call('view', this.http.get(`/service-desk/api/problem/${target}`));
    } else if (roll < 0.72) {
      await this.update(target);
    } else if (roll < 0.8) {
      await this.attachAsset(target);
    } else if (roll < 0.87) {
      await this.detachAsset(target);
    } else if (roll < 0.95) {
      await this.savePlanning(target);
    } else {
      await this.call('lookup', this.http.get('/api/dependency/agents?search-query=a'));
    }
  }

  private async create(): Promise<void> {
    this.created += 1;
    const answer = await this.call(
      'create',
      this.http.post('/service-desk/api/problem', this.form(`${this.marker} c${this.index} n${this.created}`, [])),
    );
    const id = (answer.body as { data?: { id?: number } } | undefined)?.data?.id;
    if (answer.status >= 200 && answer.status < 300 && typeof id === 'number') {
      this.own.push(id);
      this.acknowledged.createdIds.push(id);
      this.acknowledged.assets.set(id, new Set());
    }
  }

  private async update(id: number): Promise<void> {
    this.updates += 1;
    const subject = `${this.marker} c${this.index} u${this.updates}`;
    const assets = this.acknowledged.assets.get(id) ?? new Set<number>();
    const answer = await this.call(
      'update',
      this.http.post('/service-desk/api/problem', { id, ...this.form(subject, assets) }),
    );
    if (answer.status >= 200 && answer.status < 300) this.acknowledged.subjects.set(id, subject);
  }

  private async attachAsset(id: number): Promise<void> {
    const assetId = pick(this.reference.assetIds);
    const answer = await this.call(
      'attach',
      this.http.post(`/service-desk/api/problem-attach-assets/${id}`, { asset_ids: [assetId] }),
    );
    if (answer.status >= 200 && answer.status < 300) this.acknowledged.assets.get(id)?.add(assetId);
  }

  private async detachAsset(id: number): Promise<void> {
    const attached = [...(this.acknowledged.assets.get(id) ?? [])];
    if (attached.length === 0) return this.attachAsset(id);
    const assetId = pick(attached);
    const answer = await this.call(
      'detach',
      this.http.delete(`/service-desk/api/problem-detach-asset/${id}/${assetId}`),
    );
    if (answer.status >= 200 && answer.status < 300) this.acknowledged.assets.get(id)?.delete(assetId);
  }

  private async savePlanning(id: number): Promise<void> {
    const text = `<p>Root cause ${randomBytes(4).toString('hex')}</p>`;
    const answer = await this.call(
      'planning',
      this.http.post(`/service-desk/api/general-popup/${id}/sd_problem`, {
        identifier: 'root-cause',
        description: text,
      }),
    );
    if (answer.status >= 200 && answer.status < 300) this.acknowledged.rootCauses.set(id, text);
  }
}

/** Reads back every acknowledged record with a few concurrent requests. */
async function observe(
  client: BackendClient,
  marker: string,
  acknowledged: AcknowledgedWrites,
): Promise<ObservedState> {
  const list = await client.get(`/service-desk/api/problem-list?search-query=${encodeURIComponent(marker)}&limit=1`);
  const markedTotal = (list.body as { data?: { total?: number } }).data?.total ?? -1;
  const records: ObservedState['records'] = new Map();
  const queue = [...acknowledged.createdIds];
  const worker = async () => {
    for (let id = queue.shift(); id !== undefined; id = queue.shift()) {
      const answer = await client.get(`/service-desk/api/problem/${id}`);
      const problem = (answer.body as { data?: { data?: { subject: string; assets: { id: number }[] } } }).data?.data;
      if (answer.status !== 200 || !problem) {
        records.set(id, undefined);
        continue;
      }
      let rootCause: string | undefined;
      if (acknowledged.rootCauses.has(id)) {
        const planning = await client.get(`/service-desk/api/problem-planning/${id}`);
        const entries =
          (planning.body as { data?: { planning_popups?: { key: string; description: string }[] } }).data
            ?.planning_popups ?? [];
        rootCause = entries.find((entry) => entry.key === 'root-cause')?.description;
      }
      records.set(id, { subject: problem.subject, assetIds: problem.assets.map((asset) => asset.id), rootCause });
    }
  };
  await Promise.all(Array.from({ length: 10 }, worker));
  return { markedTotal, records };
}

/** Runs the load against a backend with the normal seed (a throwaway one: it writes a lot). */
export async function runLoad(baseUrl: string, options: LoadOptions): Promise<LoadResult> {
  const agent = new http.Agent({ keepAlive: true, maxSockets: options.clients + 10 });
  try {
    const setup = new BackendClient(baseUrl, agent);
    await setup.signIn();
    const reference = await readReference(setup);
    const marker = `LD${randomBytes(4).toString('hex')}`;
    const log = new RequestLog();
    const acknowledged: AcknowledgedWrites = {
      createdIds: [],
      subjects: new Map(),
      assets: new Map(),
      rootCauses: new Map(),
    };
    const started = Date.now();
    const until = started + options.durationMs;
    await Promise.all(
      Array.from({ length: options.clients }, (_, index) =>
        new LoadClient(index + 1, new BackendClient(baseUrl, agent), reference, marker, log, acknowledged).run(until),
      ),
    );
    const elapsed = Date.now() - started;
    const lost = countLostWrites(acknowledged, await observe(setup, marker, acknowledged));
    return {
      clients: options.clients,
      durationMs: elapsed,
      requests: log.count,
      requestsPerSecond: Math.round((log.count / elapsed) * 1000),
      p95Ms: round(percentile(log.latencies, 95)),
      p50Ms: round(percentile(log.latencies, 50)),
      serverErrors: log.serverErrors,
      noAnswer: log.failures,
      clientErrors: log.clientErrors,
      creates: acknowledged.createdIds.length,
      lostWrites: lost.lostWrites,
      lostWriteDetails: lost.details.slice(0, 20),
      byKind: log.summary(),
    };
  } finally {
    agent.destroy();
  }
}
