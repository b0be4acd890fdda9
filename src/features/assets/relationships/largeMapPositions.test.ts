import type { LayoutRequest, Positions } from './layoutPositions';
import { largeMapPositions } from './largeMapPositions';
import { startLayoutWorker } from './startLayoutWorker';

jest.mock('./startLayoutWorker', () => ({ startLayoutWorker: jest.fn() }));

const ring: LayoutRequest = {
  nodes: ['1', '2', '3', '4'],
  edges: [
    ['1', '2'],
    ['2', '3'],
    ['3', '4'],
    ['4', '1'],
  ],
};

/** A worker double: answers what `reply` makes of the request, or fails. */
function workerDouble(reply: ((request: LayoutRequest) => Positions) | 'fail') {
  const worker = {
    onmessage: null as ((event: { data: Positions }) => void) | null,
    onerror: null as ((event: { preventDefault(): void }) => void) | null,
    terminate: jest.fn(),
    postMessage: jest.fn((request: LayoutRequest) => {
      queueMicrotask(() => {
        if (reply === 'fail') worker.onerror?.({ preventDefault: () => undefined });
        else worker.onmessage?.({ data: reply(request) });
      });
    }),
  };
  return worker;
}

function expectEveryAssetPlaced(positions: Positions) {
  expect(Object.keys(positions).sort()).toEqual(ring.nodes);
  const places = new Set(Object.values(positions).map(({ x, y }) => `${Math.round(x)},${Math.round(y)}`));
  expect(places.size).toBe(ring.nodes.length);
}

describe('the positions of a large map', () => {
  const originalWorker = globalThis.Worker;
  afterEach(() => {
    globalThis.Worker = originalWorker;
  });

  it('are laid out in the page where there is no worker', async () => {
    // @ts-expect-error a browser without workers
    delete globalThis.Worker;
    expectEveryAssetPlaced(await largeMapPositions(ring));
    expect(startLayoutWorker).not.toHaveBeenCalled();
  });

  it('come from the layout worker, which is then ended', async () => {
    globalThis.Worker = jest.fn() as unknown as typeof Worker;
    const worker = workerDouble((request) =>
      Object.fromEntries(request.nodes.map((id, index) => [id, { x: index * 10, y: 0 }])),
    );
    jest.mocked(startLayoutWorker).mockReturnValue(worker as unknown as Worker);
    await expect(largeMapPositions(ring)).resolves.toEqual({
      '1': { x: 0, y: 0 },
      '2': { x: 10, y: 0 },
      '3': { x: 20, y: 0 },
      '4': { x: 30, y: 0 },
    });
    expect(worker.postMessage).toHaveBeenCalledWith(ring);
    expect(worker.terminate).toHaveBeenCalled();
  });

  it('are laid out in the page when the worker fails or cannot start', async () => {
    globalThis.Worker = jest.fn() as unknown as typeof Worker;
    jest.mocked(startLayoutWorker).mockReturnValue(workerDouble('fail') as unknown as Worker);
    expectEveryAssetPlaced(await largeMapPositions(ring));

    jest.mocked(startLayoutWorker).mockImplementation(() => {
      throw new DOMException('cross-origin worker', 'SecurityError');
    });
    expectEveryAssetPlaced(await largeMapPositions(ring));
  });
});
