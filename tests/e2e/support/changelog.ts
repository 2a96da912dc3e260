import {readdirSync, readFileSync} from 'node:fs';
import path from 'node:path';

const changelogDir = path.resolve(__dirname, '../../../changelog');

export interface ChangelogSource {
  slug: string;
  title: string;
}

/** The changelog entries as written in `changelog/*.md` (slug and title front matter). */
export function changelogSources(): ChangelogSource[] {
  return readdirSync(changelogDir)
    .filter((file) => file.endsWith('.md'))
    .map((file) => {
      const text = readFileSync(path.join(changelogDir, file), 'utf8');
      const field = (name: string) => {
        const value = new RegExp(`^${name}: (.+)$`, 'm').exec(text)?.[1];
        if (!value) throw new Error(`changelog/${file} has no "${name}" front matter`);
        return value.trim();
      };
      return {slug: field('slug'), title: field('title')};
    });
}
