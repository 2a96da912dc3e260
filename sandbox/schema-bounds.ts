// Numbers a request may carry: within JavaScript's safe integers and the
// database's 64-bit columns, whatever the contract says. Without this, a
// `page` of 1e20 reached PostgreSQL as an OFFSET it cannot hold and answered 500.

type Schema = {[key: string]: unknown};

/**
 * A copy of a JSON schema in which every `integer` or `number` without a
 * bound gets the safe-integer bounds. Bounds the contract sets are kept.
 */
export function boundNumbers<T>(schema: T): T {
  if (Array.isArray(schema)) return schema.map((item) => boundNumbers(item)) as T;
  if (!schema || typeof schema !== 'object') return schema;
  const copy: Schema = {};
  for (const [key, value] of Object.entries(schema as Schema)) copy[key] = boundNumbers(value);
  const types = ([] as unknown[]).concat(copy.type ?? []);
  if (types.includes('integer') || types.includes('number')) {
    copy.maximum ??= Number.MAX_SAFE_INTEGER;
    copy.minimum ??= Number.MIN_SAFE_INTEGER;
  }
  return copy as T;
}
