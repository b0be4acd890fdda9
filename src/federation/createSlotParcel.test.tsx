import nock from 'nock';
import { act, screen, waitFor } from '@testing-library/react';
import { mountRootParcel, type LifeCycles, type Parcel } from 'single-spa';
import * as associates from '@/slots/ticket-associates';
import * as actionBar from '@/slots/ticket-action-bar';
import * as problemRow from '@/slots/ticket-problem-row';
import { createSlotParcel } from './createSlotParcel';
import { dispatchTicketChanged } from '@/host/ticketSignal';
import { renderOutsideAct } from '@/testing/outsideAct';
import { API, testHost } from '@/testing/renderWithPlugin';
import { recordQueryStrings } from '@/testing/serve';
import { serveGet } from '@/testing/serve';
import { ALL_ACTIONS, NO_ACTIONS } from '@/testing/ticketSlots';
import { actOnRealClock } from '@/testing/realClock';
import { builtManifest } from '@/testing/builtManifest';

const manifest = builtManifest();

type Props = Record<string, unknown> & { domElement: HTMLElement };

const ASSETS = {
  data: {
    data: { data: [{ id: 11, name: 'Mail server', managed_by: null, used_by: null, contract: null }], total: 1 },
  },
};

renderOutsideAct();

let domElement: HTMLElement;
beforeEach(() => {
  domElement = document.createElement('div');
  document.body.append(domElement);
});
afterEach(() => {
  domElement.remove();
  jest.useRealTimers();
  jest.restoreAllMocks();
});

const realSetTimeout = setTimeout;

/**
 * Waits on the real clock until the parcel reaches `status`. React renders a parcel outside act()
 * (single-spa mounts it), so this polls without act: inside act the render would wait for act to end.
 */
async function settle(parcel: Parcel<Props>, status: string, { advanceFakeClock = false } = {}): Promise<void> {
  for (let waited = 0; waited < 3000 && parcel.getStatus() !== status; waited += 20) {
    // single-spa-react reports the end of an unmount from a timer, which a fake clock must run.
    if (advanceFakeClock) jest.advanceTimersByTime(1);
    await new Promise((resolve) => realSetTimeout(resolve, 20));
  }
  expect(parcel.getStatus()).toBe(status);
}

function mount(lifecycles: unknown, props: Record<string, unknown>, into = domElement): Parcel<Props> {
  return mountRootParcel<Props>(lifecycles as LifeCycles<Props>, { domElement: into, hostContext: testHost, ...props });
}

/** One more element on the page, for a second or third parcel. */
function slotElement(): HTMLElement {
  const element = document.createElement('div');
  domElement.after(element);
  return element;
}

describe('the slots as single-spa parcels', () => {
  it('lists every slot in the manifest, each loading parcel lifecycles', async () => {
    expect(manifest.slots.map((slot) => slot.id)).toEqual([
      'ticket-associates',
      'ticket-action-bar',
      'ticket-problem-row',
      'agent-permissions-box',
      'user-permissions-button',
      'asset-picker-field',
    ]);
    for (const slot of manifest.slots) {
      expect(slot.props).not.toContain('name');
      const lifecycles = await slot.load();
      expect(typeof lifecycles.mount).not.toBe('undefined');
      expect(typeof lifecycles.unmount).not.toBe('undefined');
      expect(typeof lifecycles.update).toBe('function');
    }
  });

  it('offers the admin-only settings entries of the specification', () => {
    const settings = manifest.menu.filter((entry) => entry.section === 'settings');
    expect(settings.map((entry) => [entry.label, entry.adminOnly])).toEqual([
      ['Asset types', true],
      ['Asset statuses', true],
      ['CMDB relation types', true],
      ['Barcode settings', true],
      ['Announcement', true],
      ['CAB', true],
      ['Asset form groups', true],
      ['Change form groups', true],
      ['Asset import', true],
      ['Change workflows', true],
      ['New change workflow', true],
      ['Change listeners', true],
      ['New change listener', true],
      ['Procurement modes', true],
      ['Contract types', true],
      ['License types', true],
      ['Vendors', true],
      ['Products', true],
    ]);
    expect(settings.find((entry) => entry.label === 'New change workflow')?.href).toContain('page_type=change');
  });

  it('mounts inside .sd-root, follows prop updates, and unmounting leaves no DOM, request or timer', async () => {
    const queries = serveGet('/service-desk/api/asset-list', ASSETS);
    const parcel = mount(associates, { scope: 'ticket', id: '9', actions: ALL_ACTIONS });
    await settle(parcel, 'MOUNTED');
    expect(await screen.findByText('Mail server')).toBeInTheDocument();
    expect(domElement.querySelector('.sd-root .sd-ticket-associates')).not.toBeNull();
    expect(queries[0]['ticket_ids[0]']).toBe('9');

    void parcel.update!({ domElement, hostContext: testHost, scope: 'ticket', id: 10, actions: ALL_ACTIONS });
    await waitFor(() => expect(queries.map((query) => query['ticket_ids[0]'])).toContain('10'));

    // A request still running at unmount is aborted.
    nock(API)
      .get('/service-desk/api/attached-change/ticket')
      .query(true)
      .delay(2000)
      .reply(200, { data: { changes: [], total: 0 } });
    const abort = jest.spyOn(AbortController.prototype, 'abort');
    act(() => screen.getByRole('tab', { name: 'Changes' }).click());
    await actOnRealClock(() => false, 50);

    // The ticket changes (a reload is due in 3 s), then the host unmounts the parcel.
    jest.useFakeTimers({ doNotFake: ['nextTick', 'setImmediate', 'queueMicrotask'] });
    const before = queries.length;
    act(() => dispatchTicketChanged(10));
    void parcel.unmount();
    await settle(parcel, 'NOT_MOUNTED', { advanceFakeClock: true });
    expect(domElement.innerHTML).toBe('');
    expect(abort).toHaveBeenCalled();
    // Neither the pending reload nor a later signal reaches the server.
    act(() => dispatchTicketChanged(10));
    act(() => jest.advanceTimersByTime(10_000));
    await actOnRealClock(() => false, 50);
    expect(queries).toHaveLength(before);
  });

  it("shares one cache between a page's slots: each of the ticket's calls is sent once", async () => {
    const problems = recordQueryStrings('/service-desk/api/problem-list', {
      data: { problems: [{ id: 5, subject: 'VPN drops every hour' }], total: 1 },
    });
    const permissions = recordQueryStrings('/service-desk/get/permissions', {
      data: { permissions: [], actions: { ...NO_ACTIONS, show_attach_assets: true, attach_asset: true } },
    });
    recordQueryStrings('/service-desk/api/asset-list', ASSETS);
    const parcels = [
      mount(problemRow, { ticketId: 9 }),
      mount(actionBar, { ticketId: '9' }, slotElement()),
      mount(associates, { scope: 'ticket', id: 9 }, slotElement()),
    ];
    for (const parcel of parcels) await settle(parcel, 'MOUNTED');
    expect(await screen.findByRole('link', { name: 'VPN drops every hour' })).toBeInTheDocument();
    expect(await screen.findByRole('button', { name: 'Attach assets' })).toBeInTheDocument();
    expect(await screen.findByText('Mail server')).toBeInTheDocument();
    expect(problems).toEqual(['ticket_ids[0]=9&limit=1']);
    expect(permissions).toEqual(['ticket_id=9']);

    // Both the problem row and the action bar follow the signal: the ticket's problem is asked once.
    act(() => dispatchTicketChanged(9));
    await waitFor(() => expect(problems).toHaveLength(2));
    await actOnRealClock(() => false, 200);
    expect(problems).toHaveLength(2);

    // The last parcel to leave empties the cache: mounting again asks the server again.
    for (const parcel of parcels) {
      void parcel.unmount();
      await settle(parcel, 'NOT_MOUNTED');
    }
    const again = mount(problemRow, { ticketId: 9 });
    await settle(again, 'MOUNTED');
    await waitFor(() => expect(problems).toHaveLength(3));
    void again.unmount();
    await settle(again, 'NOT_MOUNTED');
    document.querySelectorAll('body > div').forEach((element) => element.remove());
  });

  it('keeps a failing slot to itself: its own error boundary shows a notice', async () => {
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const Broken = () => {
      throw new Error('Broken slot');
    };
    const parcel = mount(
      createSlotParcel(Broken, () => ({})),
      {},
    );
    await settle(parcel, 'MOUNTED');
    expect(await screen.findByText('Something went wrong in the service desk.')).toBeInTheDocument();
    void parcel.unmount();
    await settle(parcel, 'NOT_MOUNTED');
    expect(domElement.innerHTML).toBe('');
  });
});
