import type { LightMyRequestResponse } from 'fastify';
import type { TestClient } from '../testing/client';
import { MUTATION_ROUTES } from '../testing/mutation-routes';
import { signedIn } from '../testing/upload-app';
import { useApp } from '../testing/use-app';

/**
 * Multipart bodies an attacker (or a dropped connection) sends to every call that takes a body:
 * cut short, without a boundary, too many or too large fields. Each is a 4xx with a message, never
 * a 500, and the limits hold before the body is read.
 */

const BOUNDARY = '----boundsboundary';
const WITH_BODY = MUTATION_ROUTES.filter(([method]) => method !== 'DELETE').map(
  ([method, template]) => [method, template.replaceAll('{id}', '1')] as const,
);

function part(name: string, value: string | Buffer): Buffer {
  return Buffer.concat([
    Buffer.from(`--${BOUNDARY}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n`),
    Buffer.from(value),
    Buffer.from('\r\n'),
  ]);
}

const multipartHeaders = { 'content-type': `multipart/form-data; boundary=${BOUNDARY}` };

/** A form cut off inside a field: no closing boundary ever comes. */
const truncated = Buffer.concat([
  part('subject', 'Printer down'),
  Buffer.from(`--${BOUNDARY}\r\nContent-Disposition: form-data; name="description"\r\n\r\n<p>The prin`),
]);

function fields(count: number, size: number): Buffer {
  const value = Buffer.alloc(size, 0x61);
  const parts = Array.from({ length: count }, (_, index) => part(`field_${index}`, value));
  return Buffer.concat([...parts, Buffer.from(`--${BOUNDARY}--\r\n`)]);
}

function send(client: TestClient, method: string, url: string, payload: Buffer, headers = multipartHeaders) {
  return client.request({ method: method as 'POST', url, payload, headers });
}

function problem(url: string, response: LightMyRequestResponse, expected: (status: number) => boolean): string[] {
  const message = (() => {
    try {
      return (response.json() as { message?: unknown }).message;
    } catch {
      return undefined;
    }
  })();
  return expected(response.statusCode) && typeof message === 'string' && message !== ''
    ? []
    : [`${url}: ${response.statusCode} ${response.body.slice(0, 160)}`];
}

const clientError = (status: number) => status >= 400 && status < 500;

describe('bounded multipart bodies', () => {
  const ctx = useApp({ once: true });

  it('answers a truncated multipart body with a message on every call, never 500', async () => {
    // A call that reads no body (close, attach by path) may still succeed.
    const failures: string[] = [];
    for (const [method, url] of WITH_BODY) {
      failures.push(...problem(url, await send(ctx.admin, method, url, truncated), (status) => status < 500));
    }
    expect(failures).toEqual([]);
  });

  it('answers multipart without a boundary with a 4xx and a message on every call', async () => {
    const failures: string[] = [];
    for (const [method, url] of WITH_BODY) {
      const response = await send(ctx.admin, method, url, fields(2, 10), { 'content-type': 'multipart/form-data' });
      failures.push(...problem(url, response, clientError));
    }
    expect(failures).toEqual([]);
  });

  it('refuses 60 oversized fields with 413 before reading them', async () => {
    const body = fields(60, 1024 * 1024 + 1);
    const failures: string[] = [];
    for (const [method, url] of WITH_BODY) {
      failures.push(...problem(url, await send(ctx.admin, method, url, body), (status) => status === 413));
    }
    expect(failures).toEqual([]);
  });

  it('answers a truncated body to a call that reads it with 400 and says why', async () => {
    const response = await send(ctx.admin, 'POST', '/service-desk/api/problem', truncated);

    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ message: 'The request body is incomplete or is not valid multipart form data.' });
  });

  it('refuses a field over the field limit with 422 on that field', async () => {
    const response = await send(ctx.admin, 'POST', '/service-desk/api/problem', fields(1, 1024 * 1024 + 1));

    expect(response.statusCode).toBe(422);
    expect(response.json().errors).toEqual({ field_0: ['The field_0 may not be greater than 1024 kilobytes.'] });
  });

  it('refuses more fields than a form has with 413', async () => {
    const response = await send(ctx.admin, 'POST', '/service-desk/api/problem', fields(1001, 1));

    expect(response.statusCode).toBe(413);
    expect(response.json()).toEqual({ message: 'The form may not have more than 1000 fields.' });
  });

  it('checks permission before reading the body: a requester gets 403 for a truncated form', async () => {
    const rita = await signedIn(ctx.app, 'Rita Requester');
    const failures: string[] = [];
    // Signing in and the approvers' public links are for anyone holding the session or the link.
    for (const [method, url] of WITH_BODY) {
      if (url === '/shim/sign-in' || url.includes('/approval-action/') || url.includes('/contract-approval/')) continue;
      failures.push(...problem(url, await send(rita, method, url, truncated), (status) => status === 403));
    }
    expect(failures).toEqual([]);
  });
});
