/**
 * Latency of the list calls on a large database: every kind of query a user makes (paging,
 * sorting by each column both ways, search, each filter, combinations), each repeated, one at a
 * time from one client, so the figure is the backend's answer time rather than a queue.
 */
import http from 'node:http';
import { BackendClient } from './httpClient';
import { percentile, round } from './loadStats';

export interface ListLatencyResult {
  /** The p95 over every timed request of every list. */
  p95Ms: number;
  samples: number;
  /** Per query (path + params): the p95 of its runs, slowest first. */
  queries: { path: string; p95Ms: number; status: number }[];
  /** Lists that answered 404 (not implemented by this backend), skipped. */
  skipped: string[];
}

function range(daysAgoFrom: number, daysAgoTo: number): string {
  const at = (daysAgo: number) =>
    new Date(Date.now() - daysAgo * 86_400_000).toISOString().slice(0, 19).replace('T', '%2B');
  return `${at(daysAgoFrom)}~${at(daysAgoTo)}`;
}

const PAGING = ['', 'page=2', 'page=50&limit=100', 'page=5000', 'page=10006'];

function sorts(fields: readonly string[]): string[] {
  return fields.flatMap((field) => [`sort-field=${field}&sort-order=asc`, `sort-field=${field}&sort-order=desc`]);
}

const SEARCHES = [
  'search-query=vpn',
  'search-query=Printer',
  'search-query=PRB-4242',
  'search-query=zqxj',
  'search-query=ma',
];

const PROBLEM_FILTERS = [
  'problem_ids[0]=5&problem_ids[1]=70000',
  'dept_ids[0]=2',
  'impact_ids[0]=2',
  'status_ids[0]=1&status_ids[1]=2',
  'location_ids[0]=3',
  'priority_ids[0]=4',
  'assigned_ids[0]=5',
  'asset_ids[0]=3',
  'ticket_ids[0]=3',
  'requester_ids[0]=7',
  'change_ids[0]=12',
  `created_at=${range(30, 0)}`,
  `updated_at=${range(60, 30)}`,
  'dept_ids[0]=2&status_ids[0]=1&sort-field=subject&sort-order=desc',
  'priority_ids[0]=3&search-query=mail&sort-field=subject&page=3',
  `status_ids[0]=1&created_at=${range(90, 0)}&page=20`,
];

const CHANGE_FILTERS = [
  'change_ids[0]=5&change_ids[1]=70000',
  'department_ids[0]=2',
  'team_ids[0]=1',
  'requester_ids[0]=7',
  'status_ids[0]=1&status_ids[1]=2',
  'priority_ids[0]=4',
  'change_type_ids[0]=2',
  'impact_ids[0]=2',
  'location_ids[0]=3',
  'assignee-ids[0]=5',
  'asset_ids[0]=3',
  'release_ids[0]=1',
  'ticket_ids[0]=3',
  'problem_ids[0]=3',
  `created_at=${range(30, 0)}`,
  `updated_at=${range(60, 30)}`,
  'department_ids[0]=2&status_ids[0]=1&sort-field=subject&sort-order=desc',
  'priority_ids[0]=3&search-query=switch&sort-field=subject&page=3',
];

export const LIST_CALLS = [
  {
    path: '/service-desk/api/problem-list',
    queries: [...PAGING, ...sorts(['id', 'subject', 'identifier']), ...SEARCHES, ...PROBLEM_FILTERS],
  },
  {
    path: '/service-desk/api/change-list',
    queries: [...PAGING, ...sorts(['id', 'identifier', 'subject', 'created_at']), ...SEARCHES, ...CHANGE_FILTERS],
  },
] as const;

const ASSET_FILTERS = [
  'asset_ids[0]=5&asset_ids[1]=70000',
  'asset_type_ids[0]=3',
  'asset_status_ids[0]=1&asset_status_ids[1]=2',
  'used_by_ids[0]=7',
  'managed_by_ids[0]=5',
  'location_ids[0]=3',
  'dept_ids[0]=2',
  'org_ids[0]=1',
  'impact_type_ids[0]=2',
  'problem_ids[0]=3',
  'ticket_ids[0]=3',
  'problem_id=3',
  `created_at=${range(30, 0)}`,
  `assigned_on_begin=${range(60, 30).replace('~', '&assigned_on_end=')}`,
  'custom_3[0]=3%20years',
  'asset_type_ids[0]=3&search-query=dell',
  'dept_ids[0]=2&search-query=switch&sort-field=identifier&sort-order=desc',
  'asset_status_ids[0]=1&search-query=ma&page=3',
  'custom_3[0]=1%20year&search-query=phone',
  `location_ids[0]=3&created_at=${range(90, 0)}&search-query=phone`,
];

/** The asset list at volume: its sorts, searches and filters, alone and with a search. */
export const ASSET_LIST_CALLS = [
  {
    path: '/service-desk/api/asset-list',
    queries: [...PAGING, ...sorts(['name', 'identifier']), ...SEARCHES, 'search-query=BLK-042424', ...ASSET_FILTERS],
  },
] as const;

/** Searches of 2, 4 and 8 characters: word starts, a model, a place, a type and a department. */
const ASSET_SEARCH_TEXTS = ['ma', 'Lo', 'Dell', 'Lond', 'Latitude', 'Software', 'Engineer'];
const ASSET_SEARCH_WITH = [
  '',
  '&dept_ids[0]=2',
  '&sort-field=identifier&sort-order=desc',
  '&asset_status_ids[0]=1&sort-field=identifier&sort-order=asc&page=2',
];

/** The asset list's search at volume: 2, 4 and 8 characters, alone, with a filter, with a sort, with both. */
export const ASSET_SEARCH_CALLS = [
  {
    path: '/service-desk/api/asset-list',
    queries: ASSET_SEARCH_TEXTS.flatMap((text) =>
      ASSET_SEARCH_WITH.map((more) => `search-query=${encodeURIComponent(text)}${more}`),
    ),
  },
] as const;

const COUNT_DIMENSIONS = ['asset_type', 'asset_status', 'department', 'location', 'used_by'];

/** A report's chart counts at volume: each dimension over every asset, then per asset-list filter. */
export const REPORT_COUNT_CALLS = [
  {
    path: '/service-desk/api/asset-list',
    queries: [
      ...COUNT_DIMENSIONS.map((dimension) => `count=true&count_by=${dimension}`),
      ...ASSET_FILTERS.map((filter) => `count=true&${filter}`),
    ],
  },
] as const;

/** Times every query of every list `runs` times (after one untimed run); lists answering 404 are skipped. */
export async function measureListLatency(
  baseUrl: string,
  runs: number,
  calls: ReadonlyArray<{ path: string; queries: readonly string[] }> = LIST_CALLS,
): Promise<ListLatencyResult> {
  const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
  try {
    const client = new BackendClient(baseUrl, agent, 30_000);
    await client.signIn();
    const all: number[] = [];
    const queries: ListLatencyResult['queries'] = [];
    const skipped: string[] = [];
    for (const list of calls) {
      if ((await client.get(list.path)).status === 404) {
        skipped.push(list.path);
        continue;
      }
      for (const query of list.queries) {
        const url = `${list.path}?${query}`;
        let status = (await client.get(url)).status;
        const times: number[] = [];
        for (let run = 0; run < runs; run += 1) {
          const answer = await client.get(url);
          if (answer.status !== 200) status = answer.status;
          times.push(answer.ms);
        }
        all.push(...times);
        queries.push({ path: url, p95Ms: round(percentile(times, 95)), status });
      }
    }
    queries.sort((a, b) => b.p95Ms - a.p95Ms);
    return { p95Ms: round(percentile(all, 95)), samples: all.length, queries, skipped };
  } finally {
    agent.destroy();
  }
}
