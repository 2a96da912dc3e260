import {mkdir, writeFile} from 'node:fs/promises';
import path from 'node:path';
import type {Plugin} from '@docusaurus/types';
import {typedClientsOfContract} from './generate';
import {typedClients} from './paths';

/**
 * After each production build, the typed clients generated from ROOK's contract: the TypeScript
 * package as an `npm pack` .tgz and the Python module as one file, under /downloads/, so a reader
 * can start from typed calls instead of hand-written requests.
 */
export default function typedClientsPlugin(): Plugin {
  return {
    name: 'rook-typed-clients',
    async postBuild({outDir}) {
      const clients = await typedClientsOfContract();
      for (const [download, bytes] of [
        [typedClients.typescript.path, clients.tgz],
        [typedClients.python.path, clients.python],
      ] as const) {
        const target = path.join(outDir, download);
        await mkdir(path.dirname(target), {recursive: true});
        await writeFile(target, bytes);
      }
      console.log(`[typed-clients] ${clients.version}: ${typedClients.typescript.path}, ${typedClients.python.path}`);
    },
  };
}
