import nock from 'nock';
import { screen, waitFor } from '@testing-library/react';
import { mountRootParcel, type LifeCycles, type Parcel } from 'single-spa';
import manifest from '@/plugin';
import { dropEarlyRequests } from '@/api/earlyRequests';
import { API, testHost } from '@/testing/renderWithPlugin';

type Props = Record<string, unknown> & { domElement: HTMLElement };

const problemsRoute = manifest.routes.find((route) => route.name === 'service-desk-problems')!;
const ROW = {
  id: 7,
  identifier: 'PRB-0007',
  subject: 'Printers drop off the network',
  requester: { id: 3, full_name: 'Rita Requester', email: 'rita@example.test' },
  assignedTo: null,
  priority: { id: 2, priority: 'High' },
  department: { id: 1, name: 'Support' },
  status: { id: 1, name: 'Open' },
  active: '1',
  is_edit: true,
  is_delete: true,
  created_at: '2026-11-01 10:00:00',
};

/** Answers the problem list and records each query string it was asked with. */
function recordListCalls(): string[] {
  const sent: string[] = [];
  nock(API)
    .persist()
    .get('/service-desk/api/problem-list')
    .query(true)
    .reply((uri) => {
      sent.push(decodeURIComponent(uri.slice(uri.indexOf('?') + 1)));
      return [200, { data: { problems: [ROW], total: 1 } }];
    });
  return sent;
}

// single-spa mounts the application outside act(), as a host would.
const actEnvironment = globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean };
let wasActEnvironment: boolean | undefined;
beforeAll(() => {
  wasActEnvironment = actEnvironment.IS_REACT_ACT_ENVIRONMENT;
  actEnvironment.IS_REACT_ACT_ENVIRONMENT = false;
});
afterAll(() => {
  actEnvironment.IS_REACT_ACT_ENVIRONMENT = wasActEnvironment;
});
afterEach(() => {
  nock.cleanAll();
  dropEarlyRequests();
  window.history.replaceState(null, '', '/');
  document.body.innerHTML = '';
});

async function settle(parcel: Parcel<Props>, status: string): Promise<void> {
  await waitFor(() => expect(parcel.getStatus()).toBe(status), { timeout: 3000 });
}

describe("the problem area's loader", () => {
  it('asks for the first page of the list while the code loads, and the list takes that answer', async () => {
    window.history.replaceState(null, '', '/service-desk/problem/list');
    const sent = recordListCalls();
    // jsdom has no User Timing: stand in for the browser's performance.mark.
    const marks = jest.fn();
    Object.defineProperty(performance, 'mark', { value: marks, configurable: true });
    const lifecycles = await problemsRoute.load({ hostContext: testHost, name: 'service-desk-problems' });
    await waitFor(() => expect(sent).toHaveLength(1));
    expect(sent[0]).toBe('sort-field=id&sort-order=asc&page=1&limit=10');

    const domElement = document.createElement('div');
    document.body.append(domElement);
    const parcel = mountRootParcel<Props>(lifecycles as unknown as LifeCycles<Props>, {
      domElement,
      hostContext: testHost,
    });
    await settle(parcel, 'MOUNTED');
    expect(marks).toHaveBeenCalledWith('service-desk:mount', { detail: { application: expect.any(String) } });
    expect(await screen.findByText('Printers drop off the network')).toBeInTheDocument();
    expect(sent).toHaveLength(1);
    void parcel.unmount();
    await settle(parcel, 'NOT_MOUNTED');
    delete (performance as { mark?: unknown }).mark;
  });

  it('asks for nothing early on a page other than the list', async () => {
    window.history.replaceState(null, '', '/service-desk/problem/7/show');
    const sent = recordListCalls();
    await problemsRoute.load({ hostContext: testHost });
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(sent).toEqual([]);
  });
});
