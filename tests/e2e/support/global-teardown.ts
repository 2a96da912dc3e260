// Removes the sandbox data folder playwright.config.ts made for the run.
import {rmSync} from 'node:fs';
import {e2eSandbox} from './sandbox';

export default function globalTeardown(): void {
  const dataDir = process.env[e2eSandbox.dataDirVariable];
  if (dataDir) rmSync(dataDir, {recursive: true, force: true});
}
