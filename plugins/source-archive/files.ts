import {readdir, readFile} from 'node:fs/promises';
import path from 'node:path';
import ignore from 'ignore';

/**
 * The files of the source: everything under `root` that the root .gitignore
 * does not exclude (and not .git), as paths with forward slashes, sorted. A
 * walk with .gitignore's rules rather than `git ls-files`, so a build made
 * from the archive itself, which has no .git, publishes the same files.
 */
export async function sourceFiles(root: string): Promise<string[]> {
  const rules = ignore()
    .add(await readFile(path.join(root, '.gitignore'), 'utf8'))
    .add('.git');
  const walk = async (dir: string): Promise<string[]> => {
    const entries = await readdir(path.join(root, dir), {withFileTypes: true});
    const nested = await Promise.all(
      entries.map(async (entry) => {
        const relative = dir ? `${dir}/${entry.name}` : entry.name;
        if (entry.isDirectory()) return rules.ignores(`${relative}/`) ? [] : walk(relative);
        return entry.isFile() && !rules.ignores(relative) ? [relative] : [];
      }),
    );
    return nested.flat();
  };
  return (await walk('')).sort();
}
