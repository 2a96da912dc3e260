/*
 * Credentials for servers other than the site's sandbox. They live in
 * sessionStorage only (gone when the tab closes), never in localStorage,
 * the URL or any log; "Forget credentials" clears them at once. The sandbox
 * dashboard keeps its own client's pair under its own `key` the same way.
 */
const KEY = 'rook-try-it-credentials';

export interface Credentials {
  username: string;
  secret: string;
}

export function readCredentials(key = KEY): Credentials {
  try {
    const saved = JSON.parse(sessionStorage.getItem(key) ?? 'null') as Credentials | null;
    return saved && typeof saved.username === 'string' && typeof saved.secret === 'string' ? saved : {username: '', secret: ''};
  } catch {
    return {username: '', secret: ''};
  }
}

export function saveCredentials(credentials: Credentials, key = KEY): void {
  sessionStorage.setItem(key, JSON.stringify(credentials));
}

export function forgetCredentials(key = KEY): void {
  sessionStorage.removeItem(key);
}
