/**
 * Code-sample tabs: the one list of languages a reader can pick, shared by
 * every guide and SDK page. All language tabs use the same `groupId`, so a
 * choice made on one page applies on every page and survives reloads
 * (Docusaurus stores it in localStorage under `docusaurus.tab.<groupId>`).
 */

export const languageGroupId = 'code-language';

/** `highlight` is the Prism grammar the tab's code blocks use. */
export const languages = [
  {value: 'curl', label: 'curl', highlight: 'bash'},
  {value: 'javascript', label: 'JavaScript', highlight: 'javascript'},
  {value: 'typescript', label: 'TypeScript', highlight: 'typescript'},
  {value: 'python', label: 'Python', highlight: 'python'},
  {value: 'kotlin', label: 'Kotlin', highlight: 'kotlin'},
  {value: 'swift', label: 'Swift', highlight: 'swift'},
  {value: 'dart', label: 'Dart', highlight: 'dart'},
] as const;

export type LanguageValue = (typeof languages)[number]['value'];

export type Language = (typeof languages)[number];

/** The entry of one language; throws on an unknown value so a typo fails the build. */
export function language(value: LanguageValue): Language {
  const found = languages.find((l) => l.value === value);
  if (!found) {
    throw new Error(`Unknown code language "${String(value)}". Use one of: ${languages.map((l) => l.value).join(', ')}.`);
  }
  return found;
}

export interface TabDefinition {
  value: string;
  label: string;
}

/**
 * Props for one `<TabItem>` of the language group: `<TabItem {...languageTab('python')}>`.
 * Throws on an unknown value so a typo fails the build instead of creating a
 * tab that never syncs with the others.
 */
export function languageTab(value: LanguageValue): TabDefinition {
  const {label} = language(value);
  return {value, label};
}

/**
 * Group id of the platform tabs on SDK pages (Android / iOS inside one
 * cross-platform SDK), kept separate so choosing a platform never changes
 * the code language elsewhere.
 */
export const platformGroupId = 'sdk-platform';

/**
 * Group id of the data-source tabs on pages of cross-platform SDKs (Flutter,
 * Capacitor) that show Apple Health, Health Connect and Samsung Health side
 * by side. Choosing a source once applies on every such page.
 */
export const sourceGroupId = 'sdk-source';

const sources = [
  {value: 'apple-health', label: 'Apple Health'},
  {value: 'health-connect', label: 'Health Connect'},
  {value: 'samsung-health', label: 'Samsung Health'},
] as const;

export type SourceValue = (typeof sources)[number]['value'];

/** Props for one `<TabItem>` of the source group: `<TabItem {...sourceTab('health-connect')}>`. */
export function sourceTab(value: SourceValue): TabDefinition {
  const found = sources.find((s) => s.value === value);
  if (!found) throw new Error(`Unknown data source tab "${String(value)}". Use one of: ${sources.map((s) => s.value).join(', ')}.`);
  return {value: found.value, label: found.label};
}
