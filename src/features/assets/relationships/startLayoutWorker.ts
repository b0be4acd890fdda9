/** The layout worker, its script a chunk of its own next to the map's. */
export function startLayoutWorker(): Worker {
  return new Worker(/* webpackChunkName: "map-layout-worker" */ new URL('./mapLayoutWorker.ts', import.meta.url));
}
