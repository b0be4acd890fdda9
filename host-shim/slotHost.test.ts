import { waitFor } from '@testing-library/react';
import type { LifeCycles } from 'single-spa';
import type { HostSession } from './session';
import { mountSlot, providePlugin } from './slotHost';

interface Deferred {
  promise: Promise<void>;
  resolve: () => void;
}

function deferred(): Deferred {
  let resolve: () => void = () => undefined;
  const promise = new Promise<void>((done) => {
    resolve = done;
  });
  return { promise, resolve };
}

const session: HostSession = { user: null, csrfToken: 'token', apiBaseUrl: 'http://desk.test', users: [] };

/** The slot's lifecycles record what single-spa calls; `mounting` and `updating` hold their lifecycle until resolved. */
let calls: Array<[string, Record<string, unknown>?]>;
let mounting: Deferred;
let updating: Deferred;

beforeAll(() => {
  const lifecycles = {
    bootstrap: async () => undefined,
    mount: async () => {
      calls.push(['mount']);
      await mounting.promise;
    },
    update: async (props: Record<string, unknown>) => {
      calls.push(['update', { subject: props.subject }]);
      await updating.promise;
    },
    unmount: async () => {
      calls.push(['unmount']);
    },
  };
  providePlugin({
    manifest: {
      remote: { name: 'serviceDesk', entry: 'http://desk.test/plugin/remoteEntry.js', hash: 'build' },
      languages: ['en'],
      routes: [],
      menu: [],
      slots: [{ id: 'ticket-action-bar', props: [], module: './slots/ticket-action-bar' }],
    },
    loadModule: async <Props>() => lifecycles as unknown as LifeCycles<Props>,
  });
});

beforeEach(() => {
  calls = [];
  mounting = deferred();
  updating = deferred();
});

describe('mountSlot', () => {
  it('unmounts a parcel whose update is still running once that update is done', async () => {
    mounting.resolve();
    const handle = mountSlot(session, document.createElement('div'), 'ticket-action-bar', { ticketId: 1 });
    await waitFor(() => expect(calls).toEqual([['mount']]));
    handle.update({ subject: 'Printer jam' });
    await waitFor(() => expect(calls).toHaveLength(2));

    const leaving = handle.unmount();
    updating.resolve();
    await leaving;

    expect(calls).toEqual([['mount'], ['update', { subject: 'Printer jam' }], ['unmount']]);
  });

  it('sends the props given while the parcel mounts once it is mounted, and none after it left', async () => {
    updating.resolve();
    const handle = mountSlot(session, document.createElement('div'), 'ticket-action-bar', { ticketId: 1 });
    await waitFor(() => expect(calls).toEqual([['mount']]));
    handle.update({ subject: 'Printer jam' });
    mounting.resolve();
    await waitFor(() => expect(calls).toHaveLength(2));

    await handle.unmount();
    handle.update({ subject: 'Too late' });
    await new Promise((resolve) => setTimeout(resolve, 0));

    expect(calls).toEqual([['mount'], ['update', { subject: 'Printer jam' }], ['unmount']]);
  });
});
