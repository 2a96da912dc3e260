/**
 * Which pages of the crawl axe checks. Every hand-written page is checked;
 * pages generated from one template share their markup, so only a sample of
 * each template is: a greedy set cover of the template's "component
 * signatures", so that every component that appears on any page of the
 * template appears on a checked page. A page that gains a new component is
 * therefore picked without anyone editing a list. The theme's chrome around
 * each page's own content (navbar, docs sidebar, footer) is the same
 * components on every page: axe checks it on a cover of the checked pages'
 * chrome in the same way, and leaves it out elsewhere.
 */

/** Generated page families, by URL. Anything else (a hand-written page, or a one-of-a-kind generated page such as /api/) is always checked. */
const TEMPLATES: [name: string, pattern: RegExp][] = [
  ['API schema page', /^\/api\/schemas\/[^/]+\/$/],
  ['API operation page', /^\/api\/operations\/[^/]+\/$/],
  ['webhook payload page', /^\/api\/webhooks\/[^/]+\/$/],
  ['sandbox API schema page', /^\/api\/sandbox\/schemas\/[^/]+\/$/],
  ['sandbox API operation page', /^\/api\/sandbox\/operations\/[^/]+\/$/],
  ['docs category page', /^\/docs\/category\/.+\/$/],
  ['changelog tag page', /^\/changelog\/tags\/.+\/$/],
  ['data-source page', /^\/data-sources\/[^/]+\/$/],
  // One line of MDX around the contract's field table of one structure (<ContractSchemaFields>); shared-objects/ is its own page.
  ['data structure page', /^\/docs\/rookconnect\/data-types\/(?!shared-objects\/)[a-z_]+\/$/],
  ['changelog list page', /^\/changelog\/(page\/\d+\/)?$/],
];

/** The template a page is generated from, or undefined for a hand-written page. */
export function templateOf(pathname: string): string | undefined {
  return TEMPLATES.find(([, pattern]) => pattern.test(pathname))?.[0];
}

/** Classes that name the page itself rather than a component. */
const PAGE_NAMING_CLASS = /^docs-doc-id-/;

/**
 * The components a page's server HTML is made of: every element name
 * (`tag:table`, `tag:details`, `tag:form`…), every class (CSS-module classes
 * such as `tryIt_x1Y2`, Infima's and the theme's classes such as
 * `alert--warning` or `tabs`) and every ARIA role. Code is left out (the
 * token spans of a code block say which words a sample has, not how the page
 * is built, and `tests/unit/prism-contrast.test.ts` checks their colours), and
 * so are scripts and styles.
 */
export function componentSignature(html: string): Set<string> {
  const markup = html.replace(/<(pre|script|style)\b[^>]*>[\s\S]*?<\/\1>/gi, '<$1>');
  const features = new Set<string>();
  for (const [, tag, attributes] of markup.matchAll(/<([a-zA-Z][\w-]*)([^>]*)>/g)) {
    features.add(`tag:${tag!.toLowerCase()}`);
    for (const [, name, ...values] of attributes!.matchAll(/\s(class|role)=(?:"([^"]*)"|'([^']*)'|([^\s"'>]+))/g)) {
      const value = values.find((v) => v !== undefined) ?? '';
      for (const token of value.split(/\s+/).filter(Boolean)) {
        if (name === 'class' && PAGE_NAMING_CLASS.test(token)) continue;
        features.add(`${name}:${token}`);
      }
    }
  }
  return features;
}

interface SignedPage {
  path: string;
  features: Set<string>;
}

export interface CoverPick {
  path: string;
  /** The components this page was the first to bring into the sample. */
  adds: string[];
}

/**
 * A greedy set cover: picks the page with the most components not yet
 * covered until the picks together have every component of any page. Ties go
 * to the earlier page, so the sample is the same on every run of one build.
 */
export function greedyCover(pages: SignedPage[]): CoverPick[] {
  const uncovered = new Set(pages.flatMap((page) => [...page.features]));
  const picks: CoverPick[] = [];
  while (uncovered.size > 0) {
    let best: {page: SignedPage; adds: string[]} | undefined;
    for (const page of pages) {
      const adds = [...page.features].filter((feature) => uncovered.has(feature));
      if (adds.length > (best?.adds.length ?? 0)) best = {page, adds};
    }
    if (!best) break;
    for (const feature of best.adds) uncovered.delete(feature);
    picks.push({path: best.page.path, adds: best.adds});
  }
  return picks;
}

export interface AxeChoice {
  axe: boolean;
  /** Whether axe checks the theme's chrome on this page too (CHROME_SELECTORS); only on an axe-checked page. */
  chrome: boolean;
  /** Why the page is or is not axe-checked, for the test name and the summary. */
  reason: string;
}

/** The theme's chrome: the navbar, the docs sidebar and the footer. */
export const CHROME_SELECTORS = ['.theme-layout-navbar', '.theme-doc-sidebar-container', '.theme-layout-footer'];

/**
 * The components of a page's chrome, as `componentSignature` reads them: everything outside its
 * <main> (the navbar, the docs sidebar and the footer, and the few other parts axe checks on every page).
 */
export function chromeSignature(html: string): Set<string> {
  return componentSignature(html.replace(/<main\b[\s\S]*<\/main>/i, ''));
}

/** Marks the axe-checked pages whose chrome, together, has every chrome component of any checked page. */
function planChrome(plan: Map<string, AxeChoice>, htmlOf: (pathname: string) => string): void {
  const checked = [...plan].filter(([, choice]) => choice.axe).map(([pathname]) => pathname);
  const picks = greedyCover(checked.map((pathname) => ({path: pathname, features: chromeSignature(htmlOf(pathname))})));
  const picked = new Map(picks.map((pick, i) => [pick.path, i]));
  for (const pathname of checked) {
    const choice = plan.get(pathname)!;
    const i = picked.get(pathname);
    plan.set(pathname, {
      ...choice,
      chrome: i !== undefined,
      reason: `${choice.reason}; ${i === undefined ? `chrome left out, on the ${picks.length} chrome samples` : `chrome sample ${i + 1}/${picks.length}`}`,
    });
  }
}

/** Decides, for each page, whether the crawl runs axe on it and why. `htmlOf` reads a page's built HTML. */
export function axePlan(paths: string[], htmlOf: (pathname: string) => string): Map<string, AxeChoice> {
  const plan = new Map<string, AxeChoice>();
  const byTemplate = new Map<string, string[]>();
  for (const pathname of paths) {
    const template = templateOf(pathname);
    if (template) byTemplate.set(template, [...(byTemplate.get(template) ?? []), pathname]);
    else plan.set(pathname, {axe: true, chrome: false, reason: 'hand-written or one-of-a-kind page'});
  }
  for (const [template, members] of byTemplate) {
    const picks = greedyCover(members.map((pathname) => ({path: pathname, features: componentSignature(htmlOf(pathname))})));
    const picked = new Map(picks.map((pick, i) => [pick.path, {pick, i}]));
    for (const pathname of members) {
      const entry = picked.get(pathname);
      plan.set(
        pathname,
        entry
          ? {
              axe: true,
              chrome: false,
              reason:
                entry.i === 0
                  ? `${template} sample 1/${picks.length}`
                  : `${template} sample ${entry.i + 1}/${picks.length}, adds ${entry.pick.adds.length} component(s): ${entry.pick.adds.slice(0, 3).join(', ')}${entry.pick.adds.length > 3 ? ', …' : ''}`,
            }
          : {axe: false, chrome: false, reason: `${template}: its components are all on the ${picks.length} sampled page(s)`},
      );
    }
  }
  planChrome(plan, htmlOf);
  return plan;
}
