import type { FastifyRequest } from 'fastify';
import { isApiPath, isStaticAssetPath } from './url-prefixes';

/** A browser opening a page (not a script's call): answered with the host page. */
export function isPageNavigation(request: FastifyRequest): boolean {
  return (
    (request.method === 'GET' || request.method === 'HEAD') &&
    !isApiPath(request.url) &&
    !isStaticAssetPath(request.url) &&
    (request.headers.accept ?? '').includes('text/html') &&
    request.headers['x-requested-with'] !== 'XMLHttpRequest'
  );
}
