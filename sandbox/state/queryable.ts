// What runs one SQL statement: the database itself or an open transaction. Its
// own module so that the database layer and the locks it takes both stand on it.
export interface Queryable {
  query<T = Record<string, unknown>>(sql: string, params?: unknown[]): Promise<T[]>;
}
