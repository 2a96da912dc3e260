// Starts the production server (`npm start`'s) on a free port for a benchmark
// and stops it afterwards. It builds first when the build is stale; given
// another build folder (the Docusaurus scaffold's), it serves that one the same
// way, without the sandbox.
import {spawn} from 'node:child_process';
import path from 'node:path';
import {freePort} from '../scripts/lib/free-port.mjs';

const root = path.resolve(import.meta.dirname, '..');

/** @param {{dir?: string}} [options] */
export async function startServer({dir} = {}) {
  const port = await freePort();
  const served = dir ? ['--dir', dir, '--no-sandbox'] : [];
  const child = spawn(process.execPath, ['scripts/serve.mjs', ...served, '--host', '127.0.0.1', '--port', String(port)], {
    cwd: root,
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  await new Promise((resolve, reject) => {
    let output = '';
    child.stdout.on('data', (chunk) => {
      output += chunk;
      process.stdout.write(chunk);
      if (output.includes('ROOK docs at')) resolve(undefined);
    });
    child.once('exit', (code) => reject(new Error(`the server exited with code ${code} before it was ready`)));
  });
  return {
    baseUrl: `http://127.0.0.1:${port}`,
    stop: () =>
      new Promise((resolve) => {
        child.once('exit', resolve);
        child.kill('SIGTERM');
      }),
  };
}
