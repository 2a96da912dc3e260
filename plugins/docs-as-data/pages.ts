import {existsSync} from 'node:fs';
import {mkdir, readFile, writeFile} from 'node:fs/promises';
import path from 'node:path';
import type {RootContent} from 'mdast';
import {parse} from 'node-html-parser';
import {htmlToMarkdown} from './html-to-markdown';
import {markdownPath} from './paths';

/** One built page and its Markdown copy. */
export interface MarkdownPage {
  /** The page's URL path, e.g. `/docs/QuickStart/`. */
  path: string;
  /** Where its Markdown copy is served, e.g. `/docs/QuickStart.md`. */
  markdownPath: string;
  title: string;
  description: string;
  markdown: string;
}

/** The page's own title and description, from its head (the title without the site suffix). */
function pageMeta(html: string, siteTitle: string): {title: string; description: string} {
  const head = parse(html.slice(0, html.indexOf('</head>') + 7));
  const rawTitle = head.querySelector('title')?.textContent.trim() ?? '';
  const title = rawTitle.endsWith(` | ${siteTitle}`) ? rawTitle.slice(0, -(siteTitle.length + 3)) : rawTitle;
  const description = head.querySelector('meta[name="description"]')?.getAttribute('content')?.trim() ?? '';
  return {title, description};
}

/**
 * Converts every built page (each route with an index.html, the 404 page
 * excepted) to Markdown and writes it beside the page as `<path>.md`.
 * `render` may take over a page (the API reference renders its own from the
 * contract model); it returns null to leave the page to the HTML converter.
 * `parts` is the Markdown of the page parts written from data
 * (`data-markdown-part`), by name.
 */
export async function writeMarkdownPages(options: {
  outDir: string;
  routesPaths: string[];
  siteTitle: string;
  render?: (pagePath: string) => string | null;
  parts?: Readonly<Record<string, RootContent[]>>;
}): Promise<MarkdownPage[]> {
  const pages: MarkdownPage[] = [];
  // Route order (each plugin adds its routes in its own reading order) is kept for llms.txt.
  const paths = [...new Set(options.routesPaths)].filter((p) => p.endsWith('/'));
  for (const pagePath of paths) {
    const htmlFile = path.join(options.outDir, pagePath, 'index.html');
    if (!existsSync(htmlFile)) continue;
    const html = await readFile(htmlFile, 'utf8');
    let markdown: string;
    try {
      markdown = options.render?.(pagePath) ?? htmlToMarkdown(html, options.parts);
    } catch (error) {
      throw new Error(`[docs-as-data] ${pagePath}: cannot convert to Markdown (${(error as Error).message})`);
    }
    const page = {path: pagePath, markdownPath: markdownPath(pagePath), ...pageMeta(html, options.siteTitle), markdown};
    const file = path.join(options.outDir, page.markdownPath);
    await mkdir(path.dirname(file), {recursive: true});
    await writeFile(file, markdown);
    pages.push(page);
  }
  return pages;
}
