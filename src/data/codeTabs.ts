/**
 * Code-sample tabs: the one list of languages a reader can pick, shared by
 * every guide and SDK page. All language tabs use the same `groupId`, so a
 * choice made on one page applies on every page and survives reloads
 * (Docusaurus stores it in localStorage under `docusaurus.tab.<groupId>`).
 */

export const languageGroupId = 'code-language';

export const languages = [
  {value: 'curl', label: 'curl'},
  {value: 'javascript', label: 'JavaScript'},
  {value: 'typescript', label: 'TypeScript'},
  {value: 'python', label: 'Python'},
  {value: 'kotlin', label: 'Kotlin'},
  {value: 'swift', label: 'Swift'},
  {value: 'dart', label: 'Dart'},
] as const;

export type LanguageValue = (typeof languages)[number]['value'];

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
  const found = languages.find((l) => l.value === value);
  if (!found) {
    throw new Error(
      `Unknown code language "${String(value)}". Use one of: ${languages.map((l) => l.value).join(', ')}.`,
    );
  }
  return {value: found.value, label: found.label};
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

export const sources = [
  {value: 'apple-health', label: 'Apple Health'},
  {value: 'health-connect', label: 'Health Connect'},
  {value: 'samsung-health', label: 'Samsung Health'},
] as const;

export type SourceValue = (typeof sources)[number]['value'];

/** Props for one `<TabItem>` of the source group: `<TabItem {...sourceTab('health-connect')}>`. */
export function sourceTab(value: SourceValue): TabDefinition {
  const found = sources.find((s) => s.value === value);
  if (!found)
    throw new Error(
      `Unknown data source tab "${String(value)}". Use one of: ${sources.map((s) => s.value).join(', ')}.`,
    );
  return {value: found.value, label: found.label};
}
