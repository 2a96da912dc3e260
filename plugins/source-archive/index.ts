import {mkdir, readFile, writeFile} from 'node:fs/promises';
import path from 'node:path';
import type {LoadContext, Plugin} from '@docusaurus/types';
import {zipSync, type Zippable} from 'fflate';
import {sourceFiles} from './files';
import {sourceArchive} from './paths';

/**
 * After each production build, the site's own source as one archive
 * (/downloads/rook-docs.zip): what a reader unpacks to run the docs and the
 * sandbox on their machine with `npm install && npm start`, so the pages can
 * name something to download instead of a repository they cannot see.
 */
export default function sourceArchivePlugin(context: LoadContext): Plugin {
  return {
    name: 'rook-source-archive',
    async postBuild({outDir}) {
      const archive: Zippable = {};
      for (const relative of await sourceFiles(context.siteDir)) {
        archive[`${sourceArchive.folder}/${relative}`] = await readFile(path.join(context.siteDir, relative));
      }
      // A fixed date keeps the archive's bytes the same for the same files.
      const zip = zipSync(archive, {level: 9, mtime: new Date('2026-01-01T00:00:00Z')});
      const target = path.join(outDir, sourceArchive.path);
      await mkdir(path.dirname(target), {recursive: true});
      await writeFile(target, zip);
      console.log(
        `[source-archive] ${Object.keys(archive).length} files, ${sourceArchive.path} (${(zip.byteLength / 1024).toFixed(0)} KiB)`,
      );
    },
  };
}
