/**
 * Tab values and group ids for code samples. Every page that shows the same
 * sample in several languages uses these, so picking a language once selects
 * it everywhere on the site (Docusaurus syncs tabs that share a groupId).
 */
export const languageTabs = [
  {value: 'curl', label: 'cURL'},
  {value: 'javascript', label: 'JavaScript'},
  {value: 'python', label: 'Python'},
  {value: 'kotlin', label: 'Kotlin'},
  {value: 'swift', label: 'Swift'},
  {value: 'dart', label: 'Dart'},
  {value: 'typescript', label: 'TypeScript'},
] as const;

export type LanguageTab = (typeof languageTabs)[number]['value'];

export const tabGroups = {
  language: 'code-language',
  platform: 'sdk-platform',
} as const;
