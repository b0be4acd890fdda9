import nock from 'nock';
import { screen, waitFor } from '@testing-library/react';
import { mountRootParcel, type LifeCycles, type Parcel } from 'single-spa';
import { dropEarlyRequests } from '@/api/earlyRequests';
import { problemRow } from '@/testing/records';
import { renderOutsideAct } from '@/testing/outsideAct';
import { testHost } from '@/testing/renderWithPlugin';
import { recordQueryStrings } from '@/testing/serve';
import { builtDeferredArea, builtManifest } from '@/testing/builtManifest';
import { problemArea } from './area';

const manifest = builtManifest();

type Props = Record<string, unknown> & { domElement: HTMLElement };

const problemsRoute = manifest.routes.find((route) => route.name === 'service-desk-problems')!;
const ROW = problemRow(7, { subject: 'Printers drop off the network', assignedTo: null });

/** Answers the problem list and records each query string it was asked with. */
const recordListCalls = () =>
  recordQueryStrings('/service-desk/api/problem-list', { data: { problems: [ROW], total: 1 } });

renderOutsideAct();
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

  it('asks for the first page as the host bootstraps the module the container exposes, and the list takes it', async () => {
    window.history.replaceState(null, '', '/service-desk/problem/list');
    const sent = recordListCalls();
    const domElement = document.createElement('div');
    document.body.append(domElement);

    const parcel = mountRootParcel<Props>(builtDeferredArea(problemArea) as unknown as LifeCycles<Props>, {
      domElement,
      hostContext: testHost,
    });

    expect(await screen.findByText('Printers drop off the network')).toBeInTheDocument();
    await settle(parcel, 'MOUNTED');
    expect(sent).toEqual(['sort-field=id&sort-order=asc&page=1&limit=10']);
    void parcel.unmount();
    await settle(parcel, 'NOT_MOUNTED');
    expect(domElement).toBeEmptyDOMElement();
  });

  it('asks for nothing early on a page other than the list', async () => {
    window.history.replaceState(null, '', '/service-desk/problem/7/show');
    const sent = recordListCalls();
    await problemsRoute.load({ hostContext: testHost });
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(sent).toEqual([]);
  });
});
