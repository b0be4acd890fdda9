import fs from 'node:fs/promises';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Db } from '../../db/types';
import { escapeHtml, jsonForScript } from '../../html';
import { isPageNavigation } from '../../http/page-request';
import { STATIC_PREFIXES } from '../../http/url-prefixes';
import { requestSession } from '../../http/session';
import { pageHeaders } from './page-headers';
import { shimSession } from './shim-session';

export const HOST_PAGE_MISSING = 'The host-shim is not built yet: run npm run build';

/**
 * Serves the build output (the remote under /plugin/, the host-shim's assets under /host/) and
 * answers every other page navigation with the host-shim's index.html, filled in for the
 * session. Anything else unknown is a JSON 404. Call on the root instance: it sets the
 * not-found handler.
 */
export async function installPages(app: FastifyInstance, db: Db, staticRoot: string): Promise<void> {
  await app.register(fastifyStatic, { root: path.join(staticRoot, 'plugin'), prefix: STATIC_PREFIXES.plugin });
  await app.register(fastifyStatic, {
    root: path.join(staticRoot, 'host-shim'),
    prefix: STATIC_PREFIXES.host,
    decorateReply: false,
  });

  const indexFile = path.join(staticRoot, 'host-shim', 'index.html');
  app.setNotFoundHandler(async (request, reply) => {
    if (!isPageNavigation(request)) return reply.code(404).send({ message: 'Not found.' });
    return sendHostPage(db, indexFile, request, reply);
  });
}

async function sendHostPage(db: Db, indexFile: string, request: FastifyRequest, reply: FastifyReply) {
  const template = await readIfPresent(indexFile);
  if (template === undefined) {
    return reply.code(503).type('text/plain; charset=utf-8').send(HOST_PAGE_MISSING);
  }
  const session = requestSession(request);
  const values: Record<string, string> = {
    CSRF_TOKEN: escapeHtml(session.csrfToken),
    API_BASE_URL: escapeHtml(`${request.protocol}://${request.host}`),
    SESSION_JSON: jsonForScript(shimSession(db, session)),
  };
  // One pass, so a value that happens to contain a placeholder is not replaced again.
  const html = template.replace(/%(CSRF_TOKEN|API_BASE_URL|SESSION_JSON)%/g, (_, name: string) => values[name]);
  return reply
    .headers({ ...pageHeaders(request.url.split('?')[0]), 'cache-control': 'no-store' })
    .type('text/html; charset=utf-8')
    .send(html);
}

async function readIfPresent(file: string): Promise<string | undefined> {
  try {
    return await fs.readFile(file, 'utf8');
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return undefined;
    throw error;
  }
}
