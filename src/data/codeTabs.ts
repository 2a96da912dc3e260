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
