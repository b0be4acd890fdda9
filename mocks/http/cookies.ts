import type { FastifyReply, FastifyRequest } from 'fastify';

/*
 * The one cookie this server uses is read and written here rather than with @fastify/cookie:
 * that plugin loads the ESM-only `cookie` package through a dynamic import(), which jest
 * cannot run on Node 20, so the backend tests could not load the app.
 */

/** A cookie's raw value from the request's Cookie header. */
export function readCookie(request: FastifyRequest, name: string): string | undefined {
  const header = request.headers.cookie;
  if (!header) return undefined;
  for (const pair of header.split(';')) {
    const separator = pair.indexOf('=');
    if (separator !== -1 && pair.slice(0, separator).trim() === name) return pair.slice(separator + 1).trim();
  }
  return undefined;
}

/** Sets a cookie for the whole site, hidden from scripts, that the browser drops after `maxAgeSeconds`. */
export function setSessionCookie(reply: FastifyReply, name: string, value: string, maxAgeSeconds: number): void {
  reply.header(
    'set-cookie',
    `${name}=${encodeURIComponent(value)}; Path=/; Max-Age=${maxAgeSeconds}; HttpOnly; SameSite=Lax`,
  );
}
