import {createHash} from 'node:crypto';
import {mkdir, readdir, readFile, rm, writeFile} from 'node:fs/promises';
import path from 'node:path';
import {SearchEngine} from '../../core/search/engine';
import {MANIFEST_FILE, SEARCH_ASSET_DIR} from '../../core/search/paths';
import {hierarchyLevels, type IndexManifest, type IndexPayload} from '../../core/search/types';
import {extractPage, type ExtractedPage} from './extract';

async function* htmlFiles(dir: string): AsyncGenerator<string> {
  for (const entry of await readdir(dir, {withFileTypes: true})) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) yield* htmlFiles(full);
    else if (entry.isFile() && entry.name.endsWith('.html')) yield full;
  }
}

/** `build/docs/QuickStart/index.html` → `/docs/QuickStart/` (with the site's baseUrl). */
export function pagePath(outDir: string, file: string, baseUrl: string): string {
  const relative = path.relative(outDir, file).split(path.sep).join('/');
  const clean = relative === 'index.html' ? '' : relative.replace(/(^|\/)index\.html$/, '$1');
  return `${baseUrl}${clean}`;
}

/** Packs pages into the compact file format the client reads (see IndexPayload). */
export function toPayload(pages: ExtractedPage[]): IndexPayload {
  const payload: IndexPayload = {version: 1, pages: [], records: []};
  for (const page of pages) {
    const pageIndex = payload.pages.length;
    payload.pages.push([page.path, page.lvl0, page.lvl1, page.language, page.tag]);
    for (const record of page.records) {
      const hashAt = record.url.indexOf('#');
      const headings = hierarchyLevels
        .slice(2)
        .map((level) => record.hierarchy[level])
        .filter((value): value is string => value !== null);
      payload.records.push([pageIndex, record.type, hashAt < 0 ? '' : record.url.slice(hashAt + 1), headings, record.content]);
    }
  }
  return payload;
}

/**
 * The part of the index that answers a first keystroke: page titles and
 * headings, without paragraphs. People start by typing the name of a thing
 * (a data source, an endpoint, a field), which titles and headings carry, and
 * these records are a small share of the bytes. Pages without a heading
 * record are dropped and the rest renumbered, so the file stays a valid
 * IndexPayload that the same code reads.
 */
export function firstPart(payload: IndexPayload): IndexPayload {
  const part: IndexPayload = {version: 1, pages: [], records: []};
  const renumbered = new Map<number, number>();
  for (const [pageIndex, type, anchor, headings, content] of payload.records) {
    if (type === 'content') continue;
    let newIndex = renumbered.get(pageIndex);
    if (newIndex === undefined) {
      newIndex = part.pages.push(payload.pages[pageIndex]!) - 1;
      renumbered.set(pageIndex, newIndex);
    }
    part.records.push([newIndex, type, anchor, headings, content]);
  }
  return part;
}

/**
 * The manifest for the whole index in `indexFile`: its first part, and that part's search index
 * built here, so a first keystroke in the browser only loads it.
 */
export function manifestFor(indexFile: string, payload: IndexPayload): IndexManifest {
  const first = firstPart(payload);
  const firstIndex = SearchEngine.fromPayload(first, {origin: '', indexName: ''}).serialize();
  return {index: indexFile, records: payload.records.length, first, firstIndex};
}

export interface BuildStats {
  pages: number;
  records: number;
  bytes: number;
  file: string;
  /** The first part, and the manifest that carries it. */
  first: {records: number; manifestBytes: number};
  ms: number;
}

/**
 * Reads every built HTML page under outDir and writes the hashed index and
 * its manifest, which carries the first part of the index (see firstPart),
 * into outDir/assets/search/. Returns what it wrote.
 */
export async function buildSearchIndex(outDir: string, baseUrl: string): Promise<BuildStats> {
  const started = performance.now();
  const files: string[] = [];
  for await (const file of htmlFiles(outDir)) files.push(file);
  // Sorted so the same site always gives the same file (and the same hash).
  files.sort();
  const pages: ExtractedPage[] = [];
  for (const file of files) {
    const page = extractPage({path: pagePath(outDir, file, baseUrl), html: await readFile(file, 'utf8')});
    if (page) pages.push(page);
  }
  const payload = toPayload(pages);
  const json = JSON.stringify(payload);
  const hash = createHash('sha256').update(json).digest('hex').slice(0, 12);
  const dir = path.join(outDir, SEARCH_ASSET_DIR);
  await rm(dir, {recursive: true, force: true});
  await mkdir(dir, {recursive: true});
  const indexName = `index.${hash}.json`;
  await writeFile(path.join(dir, indexName), json);
  const manifest = manifestFor(indexName, payload);
  const manifestJson = `${JSON.stringify(manifest)}\n`;
  await writeFile(path.join(outDir, MANIFEST_FILE), manifestJson);
  return {
    pages: pages.length,
    records: payload.records.length,
    bytes: Buffer.byteLength(json),
    file: path.join(dir, indexName),
    first: {records: manifest.first.records.length, manifestBytes: Buffer.byteLength(manifestJson)},
    ms: Math.round(performance.now() - started),
  };
}
