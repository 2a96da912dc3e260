import {useEffect, useId, useMemo, useRef, useState, type ReactNode} from 'react';
import Link from '@docusaurus/Link';
import {routes} from '@site/src/config/routes';
import {dataSources, dataStructures, type Pillar} from '@site/src/data/dataSources';
import {
  cellSymbol,
  cellWords,
  coverageRows,
  coverageStates,
  stateLabels,
  type CoverageCell,
  type CoverageRow,
  type CoverageState,
  type StructureFields,
} from '@site/src/data/coverage';
import ReasonText from './ReasonText';
import tableStyles from '@site/src/components/shared/table.module.css';
import a11y from '@site/src/components/shared/a11y.module.css';
import styles from './styles.module.css';

/**
 * The coverage explorer: one collapsed section per data structure, each a
 * table of its fields (rows) by source (columns), each cell a link to its
 * reason listed below the table. Everything is in the server HTML (a closed
 * `<details>` opens without JavaScript), and a closed section costs a
 * browser (or an accessibility checker) almost nothing. The rows are
 * written once as HTML, so thousands of cells are not React elements; the
 * filters only set `hidden` and `open`.
 *
 * `fields` is the contract's field list as JSON, added to the element at
 * build time by plugins/contract-tables (the one place that reads the
 * contract model for guides).
 */

const pillars: Pillar[] = ['physical', 'sleep', 'body'];
const pillarLabels: Record<Pillar, string> = {physical: 'Physical', sleep: 'Sleep', body: 'Body'};

interface Reason {
  id: string;
  source: string;
  cell: CoverageCell;
}

/** Each distinct reason of a structure gets one anchor; cells link to it. */
function reasonIndex(rows: readonly CoverageRow[]): {ids: Map<string, string>; byStructure: Map<string, Reason[]>} {
  const ids = new Map<string, string>();
  const byStructure = new Map<string, Reason[]>();
  for (const row of rows) {
    const list = byStructure.get(row.structure) ?? [];
    byStructure.set(row.structure, list);
    for (const {source, cell} of row.cells) {
      const key = reasonKey(row.structure, source, cell);
      if (ids.has(key)) continue;
      const n = list.filter((r) => r.source === source).length;
      const id = `why-${row.structure}-${source}${n ? `-${n + 1}` : ''}`;
      ids.set(key, id);
      list.push({id, source, cell});
    }
  }
  for (const list of byStructure.values()) list.sort((a, b) => sourceOrder(a.source) - sourceOrder(b.source));
  return {ids, byStructure};
}

const reasonKey = (structure: string, source: string, cell: CoverageCell) => `${structure}|${source}|${cell.state}|${cell.reason}`;
const sourceOrder = (slug: string) => dataSources.findIndex((s) => s.slug === slug);
const sourceName = (slug: string) => dataSources.find((s) => s.slug === slug)!.name;

const escapeHtml = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/** One structure's rows as HTML: a row per field with a cell per source, each cell a link to its reason. */
function structureRowsHtml(rows: readonly CoverageRow[], ids: Map<string, string>): string {
  return rows
    .map((row) => {
      const cells = row.cells.map(({source, cell}) => {
        const id = ids.get(reasonKey(row.structure, source, cell))!;
        // The symbol is hidden from assistive technology, so the cell reads as its words; the Markdown copy gets the words alone
        // (`data-markdown`), since its reasons carry no anchors to link to.
        const words = escapeHtml(cellWords(cell));
        return `<td data-source="${source}" data-state="${cell.state}" data-markdown="${words}"><a href="#${id}"><span aria-hidden="true">${escapeHtml(
          cellSymbol(cell),
        )}</span> ${words}</a></td>`;
      });
      return `<tr data-field="${escapeHtml(row.field.path.toLowerCase())}"><th scope="row"><code>${escapeHtml(row.field.path)}</code></th>${cells.join('')}</tr>`;
    })
    .join('');
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

/**
 * Hides the rows, cells and structures the filters leave out, and opens the
 * structures that keep rows while a filter is set; returns how many fields
 * stay visible.
 */
function applyFilters(root: HTMLElement, f: Filters): number {
  for (const cell of Array.from(root.querySelectorAll<HTMLElement>('[data-source]')))
    cell.hidden = f.source !== '' && cell.dataset.source !== f.source;
  const words = f.search.trim().toLowerCase();
  let shown = 0;
  for (const section of Array.from(root.querySelectorAll<HTMLDetailsElement>('details[data-structure]'))) {
    const inScope = (!f.structure || section.dataset.structure === f.structure) && (!f.pillar || section.dataset.pillar === f.pillar);
    let visibleRows = 0;
    for (const row of Array.from(section.querySelectorAll<HTMLTableRowElement>('tr[data-field]'))) {
      const stateCell = f.state && row.querySelector(`td[data-state="${f.state}"]${f.source ? `[data-source="${f.source}"]` : ''}`);
      const visible = inScope && (!words || row.dataset.field!.includes(words)) && (!f.state || Boolean(stateCell));
      row.hidden = !visible;
      if (visible) visibleRows++;
    }
    section.hidden = visibleRows === 0;
    if (active(f)) section.open = visibleRows > 0;
    shown += visibleRows;
  }
  return shown;
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
  options: readonly {value: string; label: string}[];
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

function FilterForm({filters, set, shown, total}: {filters: Filters; set: (f: Filters) => void; shown: number; total: number}): ReactNode {
  const searchId = useId();
  const change = (key: keyof Filters) => (value: string) => set({...filters, [key]: value});
  return (
    <form className={styles.filters} aria-label="Filter the coverage table" onSubmit={(e) => e.preventDefault()}>
      <FilterSelect
        label="Source"
        value={filters.source}
        onChange={change('source')}
        all="All sources"
        options={dataSources.map((s) => ({value: s.slug, label: s.name}))}
      />
      <FilterSelect
        label="Structure"
        value={filters.structure}
        onChange={change('structure')}
        all="All structures"
        options={dataStructures.map((d) => ({value: d.name, label: d.name}))}
      />
      <FilterSelect
        label="Pillar"
        value={filters.pillar}
        onChange={change('pillar')}
        all="All pillars"
        options={pillars.map((p) => ({value: p, label: pillarLabels[p]}))}
      />
      <FilterSelect
        label="State"
        value={filters.state}
        onChange={change('state')}
        all="Any state"
        options={coverageStates.map((s) => ({value: s, label: stateLabels[s].label}))}
      />
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
        {shown} of {total} fields shown
      </p>
    </form>
  );
}

function StructureReasons({structure, reasons}: {structure: string; reasons: readonly Reason[]}): ReactNode {
  return (
    <ul className={styles.reasons} aria-label={`Why each cell of ${structure} says what it says`}>
      {reasons.map((r) => (
        <li key={r.id} id={r.id}>
          <strong>{sourceName(r.source)}</strong>: <span aria-hidden="true">{cellSymbol(r.cell)}</span> {cellWords(r.cell)}.{' '}
          <ReasonText text={r.cell.reason} /> Source of truth: <Link to={r.cell.truth.href}>{r.cell.truth.label}</Link>.{' '}
          <a href={`#table-${structure}`} className={styles.back}>
            Back to the table<span className={a11y.visuallyHidden}> ({structure})</span>
          </a>
        </li>
      ))}
    </ul>
  );
}

/** One structure: a collapsed section with its table of fields by source, then the reasons its cells link to. */
function StructureSection({
  structure,
  rows,
  ids,
  reasons,
}: {
  structure: (typeof dataStructures)[number];
  rows: readonly CoverageRow[];
  ids: Map<string, string>;
  reasons: readonly Reason[];
}): ReactNode {
  const captionId = `table-${structure.name}`;
  return (
    <details className={styles.section} data-structure={structure.name} data-pillar={structure.pillar}>
      <summary>
        {pillarLabels[structure.pillar]} · {structure.label} (<code>{structure.name}</code>): {rows.length} fields
      </summary>
      <div className={tableStyles.scroll} role="region" aria-labelledby={captionId} tabIndex={0}>
        <table className={styles.table}>
          <caption id={captionId}>
            {structure.label} fields by source (
            <Link to={`${routes.dataTypes}${structure.name}/`}>all {structure.label.toLowerCase()} fields</Link>)
          </caption>
          <thead>
            <tr>
              <th scope="col">Field</th>
              {dataSources.map((s) => (
                <th scope="col" key={s.slug} data-source={s.slug}>
                  {s.name}
                </th>
              ))}
            </tr>
          </thead>
          {/* Written once as HTML: see the component's comment. */}
          <tbody dangerouslySetInnerHTML={{__html: structureRowsHtml(rows, ids)}} />
        </table>
      </div>
      <StructureReasons structure={structure.name} reasons={reasons} />
    </details>
  );
}

export default function CoverageExplorer({fields}: {fields: string}): ReactNode {
  const rows = useMemo(() => coverageRows(JSON.parse(fields) as StructureFields[]), [fields]);
  const {ids, byStructure} = useMemo(() => reasonIndex(rows), [rows]);
  const rootRef = useRef<HTMLDivElement>(null);
  const [filters, setFilters] = useState<Filters>(noFilters);
  const [shown, setShown] = useState(rows.length);
  const [ready, setReady] = useState(false);
  // Filters start from the address (`?source=garmin`, as the data-source pages link), then follow the form.
  useEffect(() => {
    const query = new URLSearchParams(window.location.search);
    setFilters((f) => ({...f, ...Object.fromEntries(Object.keys(noFilters).flatMap((k) => (query.get(k) ? [[k, query.get(k)!]] : [])))}));
    setReady(true);
  }, []);
  useEffect(() => {
    if (rootRef.current) setShown(applyFilters(rootRef.current, filters));
  }, [filters]);

  return (
    <div className={styles.explorer} ref={rootRef}>
      {/* Without JavaScript the filters could do nothing, so they appear only once they work. */}
      <div hidden={!ready}>
        <FilterForm filters={filters} set={setFilters} shown={shown} total={rows.length} />
      </div>
      {dataStructures.map((d) => (
        <StructureSection
          key={d.name}
          structure={d}
          rows={rows.filter((r) => r.structure === d.name)}
          ids={ids}
          reasons={byStructure.get(d.name) ?? []}
        />
      ))}
    </div>
  );
}

/** The legend: every state in symbol and words. Used above the table on the page. */
export function CoverageLegend(): ReactNode {
  return (
    <ul className={styles.legend}>
      {coverageStates.map((state: CoverageState) => (
        <li key={state}>
          <span aria-hidden="true">{stateLabels[state].symbol}</span> <strong>{stateLabels[state].label}</strong>:{' '}
          {stateLabels[state].meaning}.
        </li>
      ))}
      <li>
        A star (*) after the symbol means the statement is reported in ROOK’s SDK guides, a question mark (?) that it is to be confirmed;
        confirmed statements carry no mark.
      </li>
    </ul>
  );
}
