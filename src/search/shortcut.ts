/**
 * Whether a keydown is one of the shortcuts that open the search dialog:
 * Ctrl+K or Cmd+K anywhere, or `/` when the reader is not typing in a field.
 * DocSearch's own hook opens the dialog; the SearchBar wrapper uses this to
 * start downloading the index on the same keystroke.
 */
export function isSearchShortcut(event: Pick<KeyboardEvent, 'key' | 'metaKey' | 'ctrlKey' | 'altKey' | 'target'>): boolean {
  if ((event.metaKey || event.ctrlKey) && event.key.toLowerCase() === 'k') return true;
  if (event.key !== '/' || event.metaKey || event.ctrlKey || event.altKey) return false;
  const target = event.target as {isContentEditable?: boolean; tagName?: string} | null;
  return !(target?.isContentEditable || ['INPUT', 'TEXTAREA', 'SELECT'].includes(target?.tagName ?? ''));
}
