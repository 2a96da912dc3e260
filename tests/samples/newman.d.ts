// The part of newman's Node API the Postman test uses (newman ships no types;
// @types/newman pulls in @types/postman-collection, which would shadow
// postman-collection's own types used by the build checks).
declare module 'newman' {
  interface RunOptions {
    collection: object;
    environment?: object;
    reporters?: string | string[];
    /** Milliseconds a request may take. */
    timeoutRequest?: number;
  }
  interface Execution {
    item: {name: string};
    request: {method: string; url: {toString(): string}};
    response?: {code: number; text(): string};
    requestError?: Error;
  }
  interface RunSummary {
    run: {executions: Execution[]; failures: {error: Error}[]};
  }
  export function run(options: RunOptions, callback: (error: Error | null, summary: RunSummary) => void): unknown;
}
