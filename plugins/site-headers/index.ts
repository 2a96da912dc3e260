import {createHash} from 'node:crypto';
import {readdir, readFile, writeFile} from 'node:fs/promises';
import path from 'node:path';
import type {LoadContext, Plugin} from '@docusaurus/types';
import {integrationOrigins, type Integrations} from '../../core/config/integrations';
import {routes} from '../../core/config/routes';
import {buildSiteHeaders, executableInlineScripts, HEADERS_FILE, sandboxLocationBody} from './policy';

async function* htmlFiles(dir: string): AsyncGenerator<string> {
  for (const entry of await readdir(dir, {withFileTypes: true})) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) yield* htmlFiles(full);
    else if (entry.name.endsWith('.html')) yield full;
  }
}

/**
 * After the build, hashes every inline script the pages run and writes the
 * response headers (content security policy included) that `npm start` sends.
 * Hashes rather than 'unsafe-inline' keep injected scripts from running. Also
 * writes where the pages find the sandbox (SANDBOX_URL), which the policy's
 * connect-src must agree with: both come from the same settings here.
 */
export default function siteHeaders(integrations: Integrations) {
  return (_context: LoadContext): Plugin => ({
    name: 'rook-site-headers',
    async postBuild({outDir}) {
      const hashes = new Set<string>();
      for await (const file of htmlFiles(outDir)) {
        for (const body of executableInlineScripts(await readFile(file, 'utf8'))) {
          hashes.add(`'sha256-${createHash('sha256').update(body).digest('base64')}'`);
        }
      }
      const headers = buildSiteHeaders({
        inlineScriptHashes: [...hashes].sort(),
        origins: integrationOrigins(integrations),
      });
      await writeFile(path.join(outDir, HEADERS_FILE), `${JSON.stringify(headers, null, 2)}\n`);
      await writeFile(path.join(outDir, routes.sandboxLocation), sandboxLocationBody(integrations.sandboxUrl));
    },
  });
}
