/**
 * Stands in for axios's fetch adapter in the remote's bundle, as axios's own browser mapping does
 * for its Node adapter: in a browser axios sends through XMLHttpRequest, its first choice, so the
 * fetch adapter was never used and only added about 4 KB gzip to every screen's first load.
 */
export const getFetch = () => null;
export default null;
