/**
 * Stands in for axios's `HttpStatusCode` table and `CancelToken` class in the remote's bundle.
 * axios only hangs them on its default export (`axios.HttpStatusCode`, `axios.CancelToken`); the
 * plugin cancels with an AbortSignal and reads statuses as numbers, and lint keeps it from using
 * either, so they only added about 1 KB gzip to every screen's first load.
 */
export default undefined;
