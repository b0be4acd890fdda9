import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { startApp, TestClient } from '../../testing/client';

const TEMPLATE = `<!doctype html>
<html><head>
<meta name="csrf-token" content="%CSRF_TOKEN%">
<meta name="api-base-url" content="%API_BASE_URL%">
<script id="session" type="application/json">%SESSION_JSON%</script>
</head><body><div id="root"></div><script src="/host/host.js"></script></body></html>`;

describe('pages and static files', () => {
  let staticRoot: string;
  let app: FastifyInstance;

  beforeAll(() => {
    staticRoot = fs.mkdtempSync(path.join(os.tmpdir(), 'sd-static-'));
    fs.mkdirSync(path.join(staticRoot, 'host-shim'));
    fs.mkdirSync(path.join(staticRoot, 'plugin'));
    fs.writeFileSync(path.join(staticRoot, 'host-shim', 'index.html'), TEMPLATE);
    fs.writeFileSync(path.join(staticRoot, 'host-shim', 'host.js'), 'console.log("host");');
    fs.writeFileSync(path.join(staticRoot, 'plugin', 'remoteEntry.js'), 'var serviceDesk = {};');
    fs.writeFileSync(path.join(staticRoot, 'secret.txt'), 'SECRET');
  });

  afterAll(() => {
    fs.rmSync(staticRoot, { recursive: true, force: true });
  });

  beforeEach(async () => {
    app = await startApp({ staticRoot });
  });

  afterEach(async () => {
    await app.close();
  });

  const html = { accept: 'text/html,application/xhtml+xml,*/*;q=0.8' };

  it('answers a page navigation with the host page filled in for the session', async () => {
    const client = new TestClient(app);

    const response = await client.get('/service-desk/problem/list', { ...html, host: 'localhost:8080' });

    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(response.headers['cache-control']).toBe('no-store');
    const session = await client.session();
    expect(response.body).toContain(`<meta name="csrf-token" content="${session.csrfToken}">`);
    expect(response.body).toContain('<meta name="api-base-url" content="http://localhost:8080">');
    expect(response.body).not.toMatch(/%[A-Z_]+%/);
    const json = /<script id="session" type="application\/json">(.*)<\/script>/.exec(response.body)![1];
    expect(JSON.parse(json)).toEqual(session);
  });

  it('sends a Content-Security-Policy without inline script, and forbids framing', async () => {
    const response = await new TestClient(app).get('/service-desk/problem/list', html);

    const policy = String(response.headers['content-security-policy']);
    expect(policy).toContain("script-src 'self'");
    expect(policy).not.toMatch(/script-src[^;]*'unsafe-(inline|eval)'/);
    expect(policy).toContain("frame-ancestors 'none'");
    expect(policy).toContain("img-src 'self' data:");
    expect(response.headers['x-frame-options']).toBe('DENY');
    expect(response.headers['referrer-policy']).toBe('same-origin');
  });

  it('sends no Referer from a page whose address holds an approval hash', async () => {
    const response = await new TestClient(app).get('/change-approval/0123456789abcdef0123456789abcdef?x=1', html);

    expect(response.statusCode).toBe(200);
    expect(response.headers['referrer-policy']).toBe('no-referrer');
    expect(response.headers['content-security-policy']).toContain("frame-ancestors 'none'");
  });

  it('serves the same page for deep links and the root', async () => {
    const client = new TestClient(app);

    for (const url of ['/', '/service-desk/problem/12/show', '/thread/4?tab=assets']) {
      const response = await client.get(url, html);
      expect(response.statusCode).toBe(200);
      expect(response.body).toContain('<div id="root">');
    }
  });

  it('HTML-escapes the values it places in the page', async () => {
    const client = new TestClient(app);

    const response = await client.get('/service-desk/problem/list', { ...html, host: 'evil"><script>x' });

    expect(response.body).toContain('content="http://evil&quot;&gt;&lt;script&gt;x"');
    expect(response.body).not.toContain('"><script>x');
  });

  it('does not answer API paths, XHR or non-HTML requests with the page', async () => {
    const client = new TestClient(app);

    for (const [url, headers] of [
      ['/service-desk/api/no-such-call', html],
      ['/api/no-such-call', html],
      ['/shim/nothing', html],
      ['/service-desk/problem/list', { accept: 'application/json' }],
      ['/service-desk/problem/list', { ...html, 'x-requested-with': 'XMLHttpRequest' }],
    ] as const) {
      const response = await client.get(url, headers);
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual({ message: 'Not found.' });
    }
  });

  it('serves the built remote under /plugin/ and the host assets under /host/', async () => {
    const remote = await app.inject({ method: 'GET', url: '/plugin/remoteEntry.js' });
    const host = await app.inject({ method: 'GET', url: '/host/host.js' });

    expect(remote.statusCode).toBe(200);
    expect(remote.body).toBe('var serviceDesk = {};');
    expect(remote.headers['content-type']).toMatch(/javascript/);
    expect(host.body).toBe('console.log("host");');
    expect(remote.cookies).toEqual([]);
  });

  it('answers a missing static file with a JSON 404', async () => {
    const response = await app.inject({ method: 'GET', url: '/plugin/missing.js', headers: html });

    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ message: 'Not found.' });
  });

  it('never serves a file from outside the two folders', async () => {
    for (const url of [
      '/plugin/../secret.txt',
      '/plugin/%2e%2e/secret.txt',
      '/host/%2e%2e/secret.txt',
      '/plugin/..%2fsecret.txt',
      '/host/..%5csecret.txt',
    ]) {
      const response = await app.inject({ method: 'GET', url });
      expect(response.body).not.toContain('SECRET');
    }
  });
});

describe('pages before a build', () => {
  it('answers 503 with a hint when the host page is not built', async () => {
    const emptyRoot = fs.mkdtempSync(path.join(os.tmpdir(), 'sd-empty-'));
    const app = await startApp({ staticRoot: emptyRoot });
    try {
      const response = await app.inject({
        method: 'GET',
        url: '/service-desk/problem/list',
        headers: { accept: 'text/html' },
      });

      expect(response.statusCode).toBe(503);
      expect(response.body).toBe('The host-shim is not built yet: run npm run build');
    } finally {
      await app.close();
      fs.rmSync(emptyRoot, { recursive: true, force: true });
    }
  });
});
