import {createHash} from 'node:crypto';
import {readdir, readFile, writeFile} from 'node:fs/promises';
import path from 'node:path';
import type {LoadContext, Plugin} from '@docusaurus/types';
import {integrationOrigins, type Integrations} from '../../src/config/integrations';
import {buildContentSecurityPolicy, HEADERS_FILE} from './policy';

async function* htmlFiles(dir: string): AsyncGenerator<string> {
  for (const entry of await readdir(dir, {withFileTypes: true})) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) yield* htmlFiles(full);
    else if (entry.name.endsWith('.html')) yield full;
  }
}

const INLINE_SCRIPT = /<script(?![^>]*\bsrc=)[^>]*>([\s\S]*?)<\/script>/g;

/**
 * After the build, hashes every inline script the pages contain and writes the
 * response headers (content security policy included) that `npm start` sends.
 * Hashes rather than 'unsafe-inline' keep injected scripts from running.
 */
export default function siteHeaders(integrations: Integrations) {
  return (_context: LoadContext): Plugin => ({
    name: 'rook-site-headers',
    async postBuild({outDir}) {
      const hashes = new Set<string>();
      for await (const file of htmlFiles(outDir)) {
        const html = await readFile(file, 'utf8');
        for (const match of html.matchAll(INLINE_SCRIPT)) {
          const body = match[1] ?? '';
          if (!body.trim()) continue;
          hashes.add(`'sha256-${createHash('sha256').update(body).digest('base64')}'`);
        }
      }
      const csp = buildContentSecurityPolicy({
        inlineScriptHashes: [...hashes].sort(),
        origins: integrationOrigins(integrations),
      });
      const headers = {
        'Content-Security-Policy': csp,
        'X-Content-Type-Options': 'nosniff',
        'Referrer-Policy': 'strict-origin-when-cross-origin',
        'X-Frame-Options': 'DENY',
        'Permissions-Policy': 'camera=(), microphone=(), geolocation=(), payment=()',
      };
      await writeFile(path.join(outDir, HEADERS_FILE), `${JSON.stringify(headers, null, 2)}\n`);
    },
  });
}
