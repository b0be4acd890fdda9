import cytoscape from 'cytoscape';
import { layoutPositions, type LayoutRequest, type Positions } from './layoutPositions';

let fcoseRegistered: Promise<void> | undefined;

/** fcose comes in a chunk of its own the first time the page itself lays out a large map. */
function registerFcose(): Promise<void> {
  fcoseRegistered ??= import(/* webpackChunkName: "map-fcose" */ 'cytoscape-fcose').then(({ default: fcose }) => {
    cytoscape.use(fcose);
  });
  return fcoseRegistered;
}

async function inThisPage(request: LayoutRequest): Promise<Positions> {
  await registerFcose();
  return layoutPositions(cytoscape, request);
}

function inWorker(request: LayoutRequest): Promise<Positions> {
  return import('./startLayoutWorker').then(
    ({ startLayoutWorker }) =>
      new Promise<Positions>((resolve, reject) => {
        const worker = startLayoutWorker();
        worker.onmessage = (event: MessageEvent<Positions>) => {
          worker.terminate();
          resolve(event.data);
        };
        worker.onerror = (event) => {
          event.preventDefault();
          worker.terminate();
          reject(new Error('The map layout worker failed.'));
        };
        worker.postMessage(request);
      }),
  );
}

/**
 * Where each asset of a large map goes. The layout runs in a worker so the page keeps answering
 * while it works; where a worker cannot start (a remote served from another origin than the page,
 * or no Worker at all) the page lays the map out itself.
 */
export function largeMapPositions(request: LayoutRequest): Promise<Positions> {
  if (typeof Worker === 'undefined') return inThisPage(request);
  return inWorker(request).catch(() => inThisPage(request));
}
