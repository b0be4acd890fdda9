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
  /** The backend's process id (its memory is read from /proc while it works). */
  pid: number | undefined;
  stop: () => Promise<void>;
}

function listenable(port: number): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.once('error', reject);
    server.listen(port, '127.0.0.1', () => {
      const { port: bound } = server.address() as net.AddressInfo;
      server.close(() => resolve(bound));
    });
  });
}

/**
 * A free loopback port: any, or the first free one of BENCH_PORTS (`8205-8209`) when the machine
 * asks for a fixed range.
 */
async function freePort(): Promise<number> {
  const range = /^(\d+)-(\d+)$/.exec(process.env.BENCH_PORTS ?? '');
  if (!range) return listenable(0);
  for (let port = Number(range[1]); port <= Number(range[2]); port += 1) {
    try {
      return await listenable(port);
    } catch {
      // In use: try the next one.
    }
  }
  throw new Error(`No free port in BENCH_PORTS=${process.env.BENCH_PORTS}`);
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

/** BENCH_PORT picks the backend's port (so runs on a shared machine do not collide). */
function configuredPort(): number | undefined {
  const raw = process.env.BENCH_PORT;
  if (raw === undefined || raw === '') return undefined;
  const port = Number(raw);
  if (!Number.isInteger(port) || port < 1 || port > 65535)
    throw new Error(`BENCH_PORT must be a port number, not "${raw}".`);
  return port;
}

export interface StartBackendOptions {
  /** More arguments for mocks/main.ts, e.g. --bulk=100000. */
  args?: string[];
  /** The path polled until it answers 200; the default needs a build. */
  readyPath?: string;
  readyTimeoutMs?: number;
}

/** The backends started and not stopped yet. */
const running = new Set<() => Promise<void>>();

/** Stops every backend still running, e.g. when a bench part gave up half way. */
export async function stopAllBackends(): Promise<void> {
  await Promise.all([...running].map((stop) => stop()));
}

/**
 * The contract backend (mocks/main.ts) in its own process, on BENCH_PORT, else a free port (of
 * BENCH_PORTS when set), with a throwaway database.
 */
export async function startBackend(options: StartBackendOptions = {}): Promise<Backend> {
  const port = configuredPort() ?? (await freePort());
  const tempDir = fs.mkdtempSync(path.join(os.tmpdir(), 'service-desk-bench-'));
  const dbFile = path.join(tempDir, 'bench.sqlite');
  const child = spawn(
    process.execPath,
    ['--import', 'tsx', fromRoot('mocks/main.ts'), '--reset', ...(options.args ?? [])],
    {
      cwd: repoRoot,
      env: { ...process.env, PORT: String(port), HOST: '127.0.0.1', DB_FILE: dbFile },
      stdio: ['ignore', 'ignore', 'inherit'],
    },
  );
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  running.add(stop);

  async function stop(): Promise<void> {
    running.delete(stop);
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
    await waitUntilServing(
      `${baseUrl}${options.readyPath ?? '/host/host.js'}`,
      child,
      options.readyTimeoutMs ?? 30_000,
    );
  } catch (error) {
    await stop();
    throw error;
  }
  return { baseUrl, dbFile, pid: child.pid, stop };
}
