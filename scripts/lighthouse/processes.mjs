/**
 * The processes `npm run lighthouse` starts, and their end. Each child runs in a process group
 * of its own (`detached`), so stopping it also stops what it started (bash → python, vite,
 * chromium's helpers). Everything still running is stopped on a normal exit, on an error and
 * on Ctrl-C / SIGTERM / SIGHUP.
 */
import { spawn } from 'node:child_process';
import { closeSync, openSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { createServer } from 'node:net';
import { setTimeout as sleep } from 'node:timers/promises';

/** @type {Set<{ name: string, child: import('node:child_process').ChildProcess, log: string }>} */
const running = new Set();
/** @type {(() => Promise<void> | void)[]} */
const cleanups = [];

/** A port nothing listens on now (the OS picks it). */
export function freePort() {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.unref();
    server.on('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      server.close(() => resolve(port));
    });
  });
}

/**
 * Starts a long-running child with its output in a log file. Its early death is an error that
 * names the log.
 */
export function start(name, command, args, { env = process.env, cwd = process.cwd(), log }) {
  const fd = openSync(log, 'a');
  const child = spawn(command, args, { env, cwd, detached: true, stdio: ['ignore', fd, fd] });
  closeSync(fd);
  const entry = { name, child, log };
  running.add(entry);
  child.on('exit', () => running.delete(entry));
  return entry;
}

/**
 * The reference API server (tests/e2e/server/run.sh, run from the repository at `root`) on
 * 127.0.0.1:`port`, its database, media and mail kept under `dir`; `env` adds to its settings
 * (SITE_DOMAIN, GUIDE_WORD, SEED_PLACES…). Resolves once it answers.
 */
export async function startReferenceApi({ root, port, dir, log, env = {}, timeoutMs }) {
  const api = start('reference API server', 'bash', ['tests/e2e/server/run.sh'], {
    cwd: root,
    log,
    env: {
      ...process.env,
      HOST: '127.0.0.1',
      PORT: String(port),
      DB_PATH: join(dir, 'db.sqlite3'),
      MEDIA_DIR: join(dir, 'media'),
      OUTBOX_DIR: join(dir, 'outbox'),
      ...env,
    },
  });
  await waitForUrl(`http://127.0.0.1:${port}/api/press/`, api, { timeoutMs });
  return api;
}

/**
 * `vite preview` of the build in `outDir`, with the Vite of the checkout at `cwd`, on
 * 127.0.0.1:`port`. Resolves with the process and its address once it answers.
 */
export async function startPreview({ cwd, outDir, port, env, log }) {
  const vite = join(cwd, 'node_modules', 'vite', 'bin', 'vite.js');
  const args = ['preview', '--outDir', outDir, '--host', '127.0.0.1', '--port', String(port)];
  const preview = start('vite preview', process.execPath, [vite, ...args, '--strictPort'], {
    env,
    cwd,
    log,
  });
  const url = `http://127.0.0.1:${port}`;
  await waitForUrl(url, preview);
  return { preview, url };
}

/** Runs a command to its end (output in the log file); rejects on a non-zero exit. */
export async function run(name, command, args, options) {
  const entry = start(name, command, args, options);
  const code = await new Promise((resolve) => {
    entry.child.on('exit', (status, signal) => resolve(signal ?? status));
  });
  if (code !== 0) throw new Error(`${name} failed (${code}):\n${tail(entry.log)}`);
}

export function tail(log, lines = 30) {
  try {
    return readFileSync(log, 'utf8').trimEnd().split('\n').slice(-lines).join('\n');
  } catch {
    return '(no output)';
  }
}

/** Polls a URL until it answers (any status below 500), or fails with the process's log. */
export async function waitForUrl(url, entry, { timeoutMs = 60_000 } = {}) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (entry && entry.child.exitCode !== null) {
      throw new Error(`${entry.name} stopped before it answered ${url}:\n${tail(entry.log)}`);
    }
    try {
      const response = await fetch(url, { signal: AbortSignal.timeout(2_000) });
      if (response.status < 500) return;
    } catch {
      // Not listening yet.
    }
    await sleep(250);
  }
  throw new Error(
    `${url} did not answer within ${timeoutMs / 1000} s${entry ? `:\n${tail(entry.log)}` : ''}`,
  );
}

function signalGroup(entry, signal) {
  try {
    process.kill(-entry.child.pid, signal);
  } catch {
    // Already gone.
  }
}

/** Stops one child and its group: SIGTERM, then SIGKILL after a grace period. */
export async function stop(entry, graceMs = 5_000) {
  if (!running.has(entry)) return;
  const exited = new Promise((resolve) => entry.child.once('exit', resolve));
  signalGroup(entry, 'SIGTERM');
  const timer = setTimeout(() => signalGroup(entry, 'SIGKILL'), graceMs);
  await exited;
  clearTimeout(timer);
  // Helpers that ignored the group's SIGTERM (chromium's zygotes) go now.
  signalGroup(entry, 'SIGKILL');
}

/** Something to undo at the end (close a server, remove a folder), last registered first. */
export function onCleanup(action) {
  cleanups.push(action);
}

let cleaning = null;

/** Stops every child still running and runs the cleanups; safe to call more than once. */
export function cleanUp() {
  cleaning ??= (async () => {
    await Promise.all([...running].map((entry) => stop(entry)));
    for (const action of cleanups.reverse()) {
      try {
        await action();
      } catch (error) {
        console.error(`cleanup: ${error instanceof Error ? error.message : String(error)}`);
      }
    }
  })();
  return cleaning;
}

// Last resort when the process ends without cleanUp() (an uncaught error): synchronous kills.
process.on('exit', () => {
  for (const entry of running) signalGroup(entry, 'SIGKILL');
});
for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP']) {
  process.once(signal, () => {
    console.error(`\n${signal}: stopping everything started…`);
    void cleanUp().finally(() => process.exit(130));
  });
}
