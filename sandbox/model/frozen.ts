/**
 * Freezes a value and everything it holds, and returns it. The sandbox's caches hand the same object
 * to every request that asks for it (a user's context, a built document) instead of a copy each
 * time: frozen, a reader that tried to change one would throw rather than change it for the next.
 */
export function frozen<T>(value: T): T {
  if (value === null || typeof value !== 'object' || Object.isFrozen(value)) return value;
  for (const inner of Object.values(value)) frozen(inner);
  return Object.freeze(value);
}
