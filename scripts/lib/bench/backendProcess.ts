import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { fromRoot, repoRoot } from '../repoRoot';

export interface Backend {
  baseUrl: string;
  /** The throwaway SQLite file the backend serves (read it, never write it). */
  dbFile: string;
  stop: () => Promise<void>;
}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
  });
}

async function waitUntilServing(url: string, child: ChildProcess, timeoutMs: number): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`The backend exited with code ${child.exitCode} before serving.`);
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // Not listening yet.
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`The backend did not answer ${url} within ${timeoutMs / 1000} s.`);
}

/** BENCH_PORT picks the backend's port (so runs on a shared machine do not collide); else a free one. */
function configuredPort(): number | undefined {
  const raw = process.env.BENCH_PORT;
  if (raw === undefined || raw === '') return undefined;
  const port = Number(raw);
  if (!Number.isInteger(port) || port < 1 || port > 65535)
    throw new Error(`BENCH_PORT must be a port number, not "${raw}".`);
  return port;
}

/**
 * The contract backend (mocks/main.ts) in its own process, on BENCH_PORT or a free port, with a
 * throwaway database.
 */
export async function startBackend(): Promise<Backend> {
  const port = configuredPort() ?? (await freePort());
  const tempDir = fs.mkdtempSync(path.join(os.tmpdir(), 'service-desk-bench-'));
  const dbFile = path.join(tempDir, 'bench.sqlite');
  const child = spawn(process.execPath, ['--import', 'tsx', fromRoot('mocks/main.ts'), '--reset'], {
    cwd: repoRoot,
    env: { ...process.env, PORT: String(port), HOST: '127.0.0.1', DB_FILE: dbFile },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));

  async function stop(): Promise<void> {
    if (child.exitCode === null && child.signalCode === null) {
      child.kill('SIGTERM');
      const killer = setTimeout(() => child.kill('SIGKILL'), 5_000);
      await exited;
      clearTimeout(killer);
    }
    fs.rmSync(tempDir, { recursive: true, force: true });
  }

  const baseUrl = `http://127.0.0.1:${port}`;
  try {
    await waitUntilServing(`${baseUrl}/host/host.js`, child, 30_000);
  } catch (error) {
    await stop();
    throw error;
  }
  return { baseUrl, dbFile, stop };
}
