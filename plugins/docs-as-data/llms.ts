import {apiRoutes} from '../../core/config/routes';
import {agentSkill} from '../agent-skill/paths';
import type {MarkdownPage} from './pages';

/**
 * llms.txt (https://llmstxt.org: a title, a summary, then sections of links
 * with one-line descriptions) and llms-full.txt (every page's Markdown, in the
 * same reading order), both built from the pages' Markdown copies.
 */

export interface ReadingOrder {
  /** Docs in sidebar order, each with its top-level sidebar section. */
  docs: {section: string; permalink: string}[];
  /** Changelog entries, newest first. */
  changelog: string[];
}

export interface SiteInfo {
  title: string;
  tagline: string;
  /** Absolute origin, e.g. https://docs.tryrook.io */
  url: string;
}

interface Section {
  title: string;
  pages: MarkdownPage[];
}

/** Sections in reading order: docs by sidebar, data sources, API reference, webhooks, changelog, then the rest as "Optional". */
export function readingSections(pages: MarkdownPage[], order: ReadingOrder): Section[] {
  const byPath = new Map(pages.map((page) => [page.path, page]));
  const used = new Set<string>(['/search/']);
  const sections: Section[] = [];
  const add = (title: string, paths: string[]) => {
    const list = paths.filter((p) => !used.has(p) && byPath.has(p)).map((p) => byPath.get(p)!);
    for (const page of list) used.add(page.path);
    const existing = sections.find((s) => s.title === title);
    if (existing) existing.pages.push(...list);
    else if (list.length) sections.push({title, pages: list});
  };
  for (const doc of order.docs) add(doc.section, [doc.permalink]);
  const prefixed = (prefix: string) => pages.map((p) => p.path).filter((p) => p.startsWith(prefix));
  add('Data sources', prefixed('/data-sources/'));
  // The webhook pages after the rest of the reference, as their own section.
  add(
    'API reference',
    prefixed(apiRoutes.overview).filter((p) => !p.startsWith(apiRoutes.webhooks)),
  );
  add('Webhooks', prefixed(apiRoutes.webhooks));
  add('Changelog', ['/changelog/', ...order.changelog]);
  add(
    'Optional',
    pages.map((p) => p.path),
  );
  return sections;
}

export function llmsTxt(sections: Section[], site: SiteInfo): string {
  const lines = [
    `# ${site.title}`,
    '',
    `> ${site.tagline}`,
    '',
    `Every page of ${site.url}/ is also served as Markdown at its URL with \`.md\` in place of the trailing slash (the links below point there). The whole site in one file, in this order: [llms-full.txt](${site.url}/llms-full.txt). The API contract: [OpenAPI YAML](${site.url}/api/rook-api.yaml). For coding agents, an agent skill (the Agent Skills format) with ROOK's integration rules: [SKILL.md](${site.url}${agentSkill.entry}), or the whole skill as one archive, [rook.zip](${site.url}${agentSkill.archive}).`,
  ];
  for (const section of sections) {
    lines.push('', `## ${section.title}`, '');
    for (const page of section.pages) {
      const description = page.description ? `: ${page.description.replace(/\s+/g, ' ')}` : '';
      lines.push(`- [${page.title || page.path}](${site.url}${page.markdownPath})${description}`);
    }
  }
  return `${lines.join('\n')}\n`;
}

export function llmsFullTxt(sections: Section[], site: SiteInfo): string {
  const parts = [`# ${site.title}\n\n> ${site.tagline}\n`];
  for (const section of sections) {
    for (const page of section.pages) {
      parts.push(`---\n\nSource: ${site.url}${page.path}\n\n${page.markdown.trimEnd()}\n`);
    }
  }
  return parts.join('\n');
}
