import {spawn} from 'node:child_process';
import path from 'node:path';
import {vi} from 'vitest';
import {freePort} from '../../../scripts/lib/free-port.mjs';

const root = path.resolve(__dirname, '../../..');

/**
 * Starts the production server (`npm start`'s, without the sandbox) on the
 * built site, on a free port, for checks of its HTTP behaviour: headers,
 * compression, redirects, status codes. Call the returned function to stop it.
 * `env` adds to the environment, in which SANDBOX_URL is unset unless given.
 */
export async function startServer(env: Record<string, string> = {}): Promise<{origin: string; stop: () => Promise<void>}> {
  const port = await freePort();
  const child = spawn(
    process.execPath,
    ['scripts/serve.mjs', '--no-build', '--no-sandbox', '--host', '127.0.0.1', '--port', String(port)],
    {
      cwd: root,
      env: {...process.env, SANDBOX_URL: '', ...env},
      stdio: ['ignore', 'ignore', 'pipe'],
    },
  );
  let stderr = '';
  child.stderr!.on('data', (chunk) => (stderr += chunk));
  const origin = `http://127.0.0.1:${port}`;
  await vi
    .waitFor(
      async () => {
        // A server that exited ends the wait at once; it is reported below.
        if (child.exitCode !== null) return;
        if (!(await fetch(`${origin}/`)).ok) throw new Error('not ready');
      },
      {timeout: 60_000, interval: 100},
    )
    .catch(() => {
      throw new Error(`the server did not answer within a minute: ${stderr}`);
    });
  if (child.exitCode !== null) throw new Error(`the server exited (${child.exitCode}): ${stderr}`);
  return {
    origin,
    stop: () =>
      new Promise<void>((resolve) => {
        if (child.exitCode !== null) return resolve();
        child.once('exit', () => resolve());
        child.kill();
      }),
  };
}
