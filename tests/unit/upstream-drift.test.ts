import {createHash} from 'node:crypto';
import {existsSync, readFileSync} from 'node:fs';
import {createRequire} from 'node:module';
import path from 'node:path';
import {describe, expect, it} from 'vitest';
import {touchPoints, upstreamFiles, upstreamVersions, type UpstreamFileName} from './support/upstreamTouchPoints';

/**
 * A dependency bump must not silently break what we copied from or lean on in
 * Docusaurus, DocSearch, Prism and Playwright: the installed files and versions have to be
 * the ones recorded in support/upstreamTouchPoints.ts. See UPGRADING.md.
 */
const root = path.resolve(__dirname, '../..');
const upgrading = readFileSync(path.join(root, 'UPGRADING.md'), 'utf8');
const require = createRequire(path.join(root, 'package.json'));

/** The installed package folder, found the way Node resolves the name from the repository root. */
function packageDir(name: string): string {
  const dir = (require.resolve.paths(name) ?? [])
    .map((base) => path.join(base, name))
    .find((candidate) => existsSync(path.join(candidate, 'package.json')));
  if (!dir) throw new Error(`${name} is not installed: run npm install`);
  return dir;
}

const sha256 = (file: string) => createHash('sha256').update(readFileSync(file)).digest('hex');

function dependents(name: UpstreamFileName): string {
  return touchPoints
    .filter((point) => point.upstream.includes(name))
    .map((point) => `- ${point.id} (${point.ours.join(', ')}): ${point.recheck}`)
    .join('\n');
}

/** A copied file without its leading block comment (upstream's licence, our header). */
const withoutHeader = (text: string) => text.replace(/^\s*\/\*[\s\S]*?\*\/\s*/, '');

describe('upstream files we copied or rely on', () => {
  it.each(Object.keys(upstreamVersions))('%s is the recorded version', (name) => {
    const {version} = JSON.parse(readFileSync(path.join(packageDir(name), 'package.json'), 'utf8')) as {version: string};
    const affected = touchPoints.filter((point) => point.upstream.some((file) => upstreamFiles[file].package === name));
    expect(
      version,
      `${name} is ${version}, but the touch points were checked against ${upstreamVersions[name]}. ` +
        `Re-check ${affected.map((point) => point.id).join(', ')} as UPGRADING.md says, then record the new version ` +
        `and hashes in tests/unit/support/upstreamTouchPoints.ts.`,
    ).toBe(upstreamVersions[name]);
  });

  it.each(Object.keys(upstreamFiles) as UpstreamFileName[])('%s is unchanged', (name) => {
    const entry = upstreamFiles[name];
    const file = path.join(packageDir(entry.package), entry.path);
    expect(existsSync(file), `${name} no longer exists upstream. Re-check:\n${dependents(name)}`).toBe(true);
    const actual = sha256(file);
    expect(
      actual,
      `${name} changed upstream (sha256 ${actual}). Re-check, as UPGRADING.md says:\n${dependents(name)}\n` +
        'then record the new hash in tests/unit/support/upstreamTouchPoints.ts.',
    ).toBe(entry.sha256);
  });

  it('records every upstream file under its package and path, with its version', () => {
    for (const [name, entry] of Object.entries(upstreamFiles)) {
      expect(name).toBe(`${entry.package}/${entry.path}`);
      expect(upstreamVersions, `${entry.package} needs a recorded version`).toHaveProperty([entry.package]);
    }
    const used = new Set(touchPoints.flatMap((point) => point.upstream));
    expect(Object.keys(upstreamFiles).filter((name) => !used.has(name as UpstreamFileName))).toEqual([]);
  });

  it.each(touchPoints.map((point) => [point.id, point] as const))('%s is documented in UPGRADING.md and its files exist', (id, point) => {
    expect(upgrading, `UPGRADING.md needs a section headed "### ${id}: …"`).toMatch(new RegExp(`^### ${id}: `, 'm'));
    for (const file of point.ours) expect(existsSync(path.join(root, file)), `${id}: ${file} is missing`).toBe(true);
  });

  const ejected = touchPoints.flatMap((point) => point.ejected ?? []);
  it.each(ejected.map((copy) => [copy.ours, copy] as const))('%s names its source and marks its custom lines', (file, copy) => {
    const source = upstreamFiles[copy.from];
    const text = readFileSync(path.join(root, file), 'utf8');
    // The leading comment, as one line of text.
    const header = (/^\/\*[\s\S]*?\*\//.exec(text)?.[0] ?? '').replace(/\s*\n\s*\*\s*/g, ' ');
    expect(header, `${file} must start with a comment naming its source`).toContain(
      `${source.package} ${upstreamVersions[source.package]}, ${source.path}`,
    );
    expect(header, `${file} must say why it was copied, and keep upstream's copyright`).toMatch(/Copyright \(c\) Facebook/);
    const upstream = readFileSync(path.join(packageDir(source.package), source.path), 'utf8');
    if (withoutHeader(text) === withoutHeader(upstream)) {
      expect(header).toContain('unchanged');
    } else {
      expect(header, `${file} must say how its custom lines are marked`).toContain('Custom lines are marked ROOK');
      expect(withoutHeader(text), `${file} must mark its custom lines with ROOK`).toMatch(/\bROOK\b/);
    }
  });
});
