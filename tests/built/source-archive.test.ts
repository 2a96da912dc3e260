import {execFileSync} from 'node:child_process';
import {readFileSync} from 'node:fs';
import path from 'node:path';
import {unzipSync} from 'fflate';
import {describe, expect, test} from 'vitest';
import {sourceArchive} from '../../plugins/source-archive/paths';
import {buildDir} from './support/dom';

const root = path.resolve(import.meta.dirname, '../..');
const git = (...args: string[]) => execFileSync('git', args, {cwd: root, encoding: 'utf8', maxBuffer: 64 * 1024 * 1024});

describe('the source archive the pages offer for running the docs and the sandbox locally', () => {
  const entries = unzipSync(readFileSync(path.join(buildDir, sourceArchive.path)));
  const prefix = `${sourceArchive.folder}/`;
  const files = Object.keys(entries);

  test('unpacks to one folder holding what `npm install && npm start` needs', () => {
    expect(files.filter((name) => !name.startsWith(prefix))).toEqual([]);
    for (const needed of [
      'package.json',
      'package-lock.json',
      'scripts/serve.mjs',
      'sandbox/app.ts',
      'docusaurus.config.ts',
      'docs/sandbox.mdx',
    ])
      expect(files, needed).toContain(`${prefix}${needed}`);
    const manifest = JSON.parse(new TextDecoder().decode(entries[`${prefix}package.json`])) as {scripts: Record<string, string>};
    expect(manifest.scripts.start).toBeTruthy();
  });

  test('holds every file git tracks, and none that git ignores', () => {
    const relative = files.map((name) => name.slice(prefix.length));
    const tracked = git('ls-files', '-z').split('\0').filter(Boolean);
    expect(tracked.filter((file) => !entries[`${prefix}${file}`])).toEqual([]);
    // check-ignore lists the given paths git ignores (and exits 1 when there are none).
    let ignored = '';
    try {
      ignored = execFileSync('git', ['check-ignore', '--no-index', '--stdin'], {cwd: root, input: relative.join('\n'), encoding: 'utf8'});
    } catch (error) {
      if ((error as {status?: number}).status !== 1) throw error;
    }
    expect(ignored.trim()).toBe('');
    expect(relative.some((file) => file.startsWith('node_modules/') || file.startsWith('build/') || file.startsWith('.git/'))).toBe(false);
  });
});
