import openapiTS, {astToString} from 'openapi-typescript';
import {loadContract} from './load';

/**
 * A contract's operations, schemas and webhooks as TypeScript types (openapi-typescript, from the
 * bundled document the one contract reader returns). One function, so the repository's own
 * generated types (scripts/contract-types.ts) and the typed client the site publishes
 * (plugins/typed-clients) cannot come from different generations.
 */
export async function contractTypeScript(file: string): Promise<string> {
  const {bundled} = await loadContract(file);
  const ast = await openapiTS(bundled as Parameters<typeof openapiTS>[0], {silent: true});
  return astToString(ast);
}
