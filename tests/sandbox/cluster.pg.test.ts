// `npm run sandbox -- --processes N`: several sandbox processes behind one port.
// The processes share a PostgreSQL server, so this runs in the PostgreSQL run
// only (`npm run test:sandbox:pg`; the option's parsing is tested in tests/unit).
import {spawn, type ChildProcess} from 'node:child_process';
import {readFileSync} from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import {afterAll, beforeAll, describe, expect, it} from 'vitest';
import {freePort} from '../../scripts/lib/free-port.mjs';
import {demoAuth, freshPostgresDatabase} from './support';

const root = path.resolve(__dirname, '../..');

/** A GET on a connection of its own, so a request never rides on a kept-alive connection to a process killed since. */
function get(port: number, route: string): Promise<number> {
  return new Promise((resolve, reject) => {
    const request = http.get(
      {host: '127.0.0.1', port, path: `/sandbox${route}`, agent: false, auth: `${demoAuth.username}:${demoAuth.password}`},
      (response) => {
        response.resume();
        response.on('end', () => resolve(response.statusCode ?? 0));
      },
    );
    request.on('error', reject);
  });
}

/** The parent pid of a process, from /proc. */
function parentPid(pid: number): number {
  // The command name may hold spaces and parentheses; the fields after its closing parenthesis do not.
  const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
  return Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]);
}

function isRunning(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
}

const pidList = (text: string) => text.split(', ').map(Number);

describe('--processes 3 on a PostgreSQL server', () => {
  let primary: ChildProcess;
  let port: number;
  let output = '';
  const waiters: (() => void)[] = [];

  /** Resolves with the first match of `pattern` in the primary's output, once it is there. */
  function awaitOutput(pattern: RegExp): Promise<RegExpMatchArray> {
    return new Promise((resolve, reject) => {
      const check = () => {
        const match = pattern.exec(output);
        if (match) resolve(match);
        else if (primary.exitCode !== null) reject(new Error(`the sandbox ended (${primary.exitCode}):\n${output}`));
        else waiters.push(check);
      };
      check();
    });
  }

  beforeAll(async () => {
    port = await freePort();
    const databaseUrl = await freshPostgresDatabase();
    primary = spawn(process.execPath, ['scripts/sandbox.mjs', '--processes', '3', '--port', String(port)], {
      cwd: root,
      env: {...process.env, DATABASE_URL: databaseUrl, SANDBOX_RATE_LIMIT: '0', SANDBOX_START_AT: '2026-03-10T10:30:00Z'},
    });
    const collect = (chunk: Buffer) => {
      output += chunk.toString();
      for (const waiter of waiters.splice(0)) waiter();
    };
    primary.stdout!.on('data', collect);
    primary.stderr!.on('data', collect);
    primary.on('exit', () => collect(Buffer.alloc(0)));
  });

  afterAll(() => {
    if (primary.exitCode === null) primary.kill('SIGKILL');
  });

  it('answers from three processes, replaces one that is killed while requests keep being answered, and stops them all on SIGTERM', async () => {
    const ready = await awaitOutput(/\(PostgreSQL \(DATABASE_URL\), 3 processes: ((?:\d+, )*\d+), local mode\), ready in \d+ ms/);
    const workers = pidList(ready[1]!);
    expect(new Set(workers).size).toBe(3);
    for (const pid of workers) expect(parentPid(pid)).toBe(primary.pid);
    for (let i = 0; i < 9; i += 1) expect(await get(port, '/_sandbox/settings')).toBe(200);

    const [killed, ...kept] = workers as [number, ...number[]];
    process.kill(killed, 'SIGKILL');
    const takeover = awaitOutput(/process (\d+) took over \(processes: ([\d, ]+)\)/);
    let replaced: RegExpMatchArray | undefined;
    void takeover.then((match) => (replaced = match));
    // Until the new process listens, the two others answer.
    let answeredMeanwhile = 0;
    while (!replaced) {
      expect(await get(port, '/_sandbox/settings')).toBe(200);
      answeredMeanwhile += 1;
    }
    expect(answeredMeanwhile).toBeGreaterThan(0);
    expect(output).toContain(`process ${killed} ended unexpectedly (signal SIGKILL); starting another in`);
    const newcomer = Number(replaced[1]);
    expect(workers).not.toContain(newcomer);
    expect(pidList(replaced[2]!).sort((a, b) => a - b)).toEqual([...kept, newcomer].sort((a, b) => a - b));
    expect(parentPid(newcomer)).toBe(primary.pid);
    for (let i = 0; i < 9; i += 1) expect(await get(port, '/_sandbox/settings')).toBe(200);

    const exited = new Promise<number | null>((resolve) => primary.once('exit', (code) => resolve(code)));
    primary.kill('SIGTERM');
    expect(await exited).toBe(0);
    for (const pid of [...kept, newcomer]) expect(isRunning(pid), `process ${pid} still runs`).toBe(false);
    // Four sandbox start-ups on a busy 2-core machine.
  }, 180_000);
});
