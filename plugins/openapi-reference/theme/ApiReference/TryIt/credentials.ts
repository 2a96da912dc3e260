/*
 * Credentials for servers other than the local sandbox. They live in
 * sessionStorage only (gone when the tab closes), never in localStorage,
 * the URL or any log; "Forget credentials" clears them at once.
 */
const KEY = 'rook-try-it-credentials';

export interface Credentials {
  username: string;
  secret: string;
}

export function readCredentials(): Credentials {
  try {
    const saved = JSON.parse(sessionStorage.getItem(KEY) ?? 'null') as Credentials | null;
    return saved && typeof saved.username === 'string' && typeof saved.secret === 'string' ? saved : {username: '', secret: ''};
  } catch {
    return {username: '', secret: ''};
  }
}

export function saveCredentials(credentials: Credentials): void {
  sessionStorage.setItem(KEY, JSON.stringify(credentials));
}

export function forgetCredentials(): void {
  sessionStorage.removeItem(KEY);
}
