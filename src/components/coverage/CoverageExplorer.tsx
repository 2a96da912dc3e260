import {memo, useCallback, useEffect, useId, useMemo, useRef, useState, type MouseEvent, type ReactNode, type RefObject} from 'react';
import {useHistory} from '@docusaurus/router';
import {loadTableHtml, serverTableHtml} from '#coverage-table';
import {pillarLabels, pillars} from './pillars';
import styles from './styles.module.css';

/**
 * The coverage explorer: a filter form over one collapsed section per data
 * structure, each a table of its fields by source (./table.ts). The tables
 * are in the server HTML (a closed `<details>` opens without JavaScript) and
 * nowhere in the page's JavaScript: React renders them on the server only,
 * and in the browser keeps the element the server filled. The form owns no
 * row; it sets `hidden` and `open` through the tables' data attributes.
 *
 * `options` (the sources, structures and states the filters offer) is JSON
 * added to the element at build time by plugins/contract-tables, a few
 * hundred bytes instead of the source list.
 */

interface Option {
  value: string;
  label: string;
}

/** What the filters offer, as plugins/contract-tables writes it. */
interface FilterOptions {
  sources: Option[];
  structures: Option[];
  states: Option[];
}

interface Filters {
  source: string;
  structure: string;
  pillar: string;
  state: string;
  search: string;
}

const noFilters: Filters = {source: '', structure: '', pillar: '', state: '', search: ''};

const active = (f: Filters) => Object.values(f).some((v) => v.trim() !== '');

interface Counts {
  shown: number;
  total: number;
}

/**
 * Hides the rows, cells and structures the filters leave out, and opens the
 * structures that keep rows while a filter is set; counts the fields shown.
 */
function applyFilters(root: HTMLElement, f: Filters): Counts {
  for (const cell of Array.from(root.querySelectorAll<HTMLElement>('[data-source]')))
    cell.hidden = f.source !== '' && cell.dataset.source !== f.source;
  const words = f.search.trim().toLowerCase();
  const counts = {shown: 0, total: 0};
  for (const section of Array.from(root.querySelectorAll<HTMLDetailsElement>('details[data-structure]'))) {
    const inScope = (!f.structure || section.dataset.structure === f.structure) && (!f.pillar || section.dataset.pillar === f.pillar);
    let visibleRows = 0;
    for (const row of Array.from(section.querySelectorAll<HTMLTableRowElement>('tr[data-field]'))) {
      const stateCell = f.state && row.querySelector(`td[data-state="${f.state}"]${f.source ? `[data-source="${f.source}"]` : ''}`);
      const visible = inScope && (!words || row.dataset.field!.includes(words)) && (!f.state || Boolean(stateCell));
      row.hidden = !visible;
      if (visible) visibleRows++;
      counts.total++;
    }
    section.hidden = visibleRows === 0;
    if (active(f)) section.open = visibleRows > 0;
    counts.shown += visibleRows;
  }
  return counts;
}

/** The filters the address asks for (`?source=garmin`, as the data-source pages link). */
function filtersFromAddress(): Filters {
  const query = new URLSearchParams(window.location.search);
  return {...noFilters, ...Object.fromEntries(Object.keys(noFilters).flatMap((k) => (query.get(k) ? [[k, query.get(k)!]] : [])))};
}

function FilterSelect({
  label,
  value,
  onChange,
  options,
  all,
}: {
  label: string;
  value: string;
  onChange: (value: string) => void;
  options: readonly Option[];
  all: string;
}): ReactNode {
  const id = useId();
  return (
    <div className={styles.filter}>
      <label htmlFor={id}>{label}</label>
      <select id={id} value={value} onChange={(e) => onChange(e.target.value)}>
        <option value="">{all}</option>
        {options.map((o) => (
          <option key={o.value} value={o.value}>
            {o.label}
          </option>
        ))}
      </select>
    </div>
  );
}

function FilterForm({
  options,
  filters,
  set,
  counts,
}: {
  options: FilterOptions;
  filters: Filters;
  set: (f: Filters) => void;
  counts: Counts | null;
}): ReactNode {
  const searchId = useId();
  const change = (key: keyof Filters) => (value: string) => set({...filters, [key]: value});
  return (
    <form className={styles.filters} aria-label="Filter the coverage table" onSubmit={(e) => e.preventDefault()}>
      <FilterSelect label="Source" value={filters.source} onChange={change('source')} all="All sources" options={options.sources} />
      <FilterSelect
        label="Structure"
        value={filters.structure}
        onChange={change('structure')}
        all="All structures"
        options={options.structures}
      />
      <FilterSelect
        label="Pillar"
        value={filters.pillar}
        onChange={change('pillar')}
        all="All pillars"
        options={pillars.map((p) => ({value: p, label: pillarLabels[p]}))}
      />
      <FilterSelect label="State" value={filters.state} onChange={change('state')} all="Any state" options={options.states} />
      <div className={styles.filter}>
        <label htmlFor={searchId}>Field name</label>
        <input
          id={searchId}
          type="search"
          value={filters.search}
          placeholder="e.g. hr_avg"
          onChange={(e) => change('search')(e.target.value)}
        />
      </div>
      <button type="button" className="button button--secondary button--sm" onClick={() => set(noFilters)}>
        Clear filters
      </button>
      <p className={styles.count} role="status">
        {counts && `${counts.shown} of ${counts.total} fields shown`}
      </p>
    </form>
  );
}

/**
 * The element that holds the tables. While hydrating, React leaves the
 * inside of an element with `dangerouslySetInnerHTML` as the server wrote
 * it, and afterwards writes `innerHTML` again only when the prop is a new
 * object: `html` is one object until the tables are loaded in the browser,
 * and memo keeps the filters' renders away from it.
 */
const Tables = memo(function Tables({
  html,
  tablesRef,
  onClick,
}: {
  html: {__html: string};
  tablesRef: RefObject<HTMLDivElement | null>;
  onClick: (event: MouseEvent<HTMLDivElement>) => void;
}): ReactNode {
  // The click handler only delegates clicks on the links inside, which keyboards reach and follow themselves.
  return <div ref={tablesRef} onClick={onClick} dangerouslySetInnerHTML={html} suppressHydrationWarning />;
});

/** The tables' links to other pages navigate in the app, as `<Link>` would; in-page anchors and modified clicks stay the browser's. */
function useInAppLinks(): (event: MouseEvent<HTMLDivElement>) => void {
  const history = useHistory();
  return useCallback(
    (event: MouseEvent<HTMLDivElement>) => {
      const href = (event.target as Element).closest('a')?.getAttribute('href');
      if (!href?.startsWith('/') || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
      event.preventDefault();
      history.push(href);
    },
    [history],
  );
}

/** The tables: the server's, or loaded when the page was drawn in the browser; then the filters from the address. */
function useTables(tablesRef: RefObject<HTMLDivElement | null>, start: () => void): {html: {__html: string}; failed: boolean} {
  const [html, setHtml] = useState(() => ({__html: serverTableHtml() ?? ''}));
  const [failed, setFailed] = useState(false);
  useEffect(() => {
    if (tablesRef.current?.querySelector('tr[data-field]')) {
      start();
      return undefined;
    }
    let live = true;
    loadTableHtml().then(
      (loaded) => {
        if (!live) return;
        setHtml({__html: loaded});
        start();
      },
      () => live && setFailed(true),
    );
    return () => {
      live = false;
    };
  }, [tablesRef, start]);
  return {html, failed};
}

export default function CoverageExplorer({options}: {options: string}): ReactNode {
  const filterOptions = useMemo(() => JSON.parse(options) as FilterOptions, [options]);
  const tablesRef = useRef<HTMLDivElement>(null);
  // Null until the tables are in place and the address is read; the form stays hidden until then.
  const [filters, setFilters] = useState<Filters | null>(null);
  const [counts, setCounts] = useState<Counts | null>(null);
  const start = useCallback(() => setFilters(filtersFromAddress()), []);
  const {html, failed} = useTables(tablesRef, start);
  const onTablesClick = useInAppLinks();
  useEffect(() => {
    if (filters && tablesRef.current) setCounts(applyFilters(tablesRef.current, filters));
  }, [filters, html]);

  return (
    // The Markdown copy writes this part from the coverage module, each reason once (plugins/docs-as-data/coverage-markdown.ts).
    <div className={styles.explorer} data-markdown-part="coverage-explorer">
      {/* Without JavaScript the filters could do nothing, so they appear only once they work. */}
      <div hidden={counts === null}>
        <FilterForm options={filterOptions} filters={filters ?? noFilters} set={setFilters} counts={counts} />
      </div>
      {failed && <p role="alert">The coverage table could not be loaded. Reload the page to try again.</p>}
      <Tables html={html} tablesRef={tablesRef} onClick={onTablesClick} />
    </div>
  );
}

/** A coverage state as the legend shows it. */
interface LegendState {
  symbol: string;
  label: string;
  meaning: string;
}

/** The legend: every state in symbol and words and what the marks mean, as JSON added by plugins/contract-tables. Used above the table on the page. */
export function CoverageLegend({legend}: {legend: string}): ReactNode {
  const {states: list, marks} = useMemo(() => JSON.parse(legend) as {states: LegendState[]; marks: string}, [legend]);
  return (
    <ul className={styles.legend}>
      {list.map((state) => (
        <li key={state.label}>
          <span aria-hidden="true">{state.symbol}</span> <strong>{state.label}</strong>: {state.meaning}.
        </li>
      ))}
      <li>After a symbol: {marks}; a confirmed statement carries no mark.</li>
    </ul>
  );
}
