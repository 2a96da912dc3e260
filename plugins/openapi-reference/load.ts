import {readFile} from 'node:fs/promises';
import SwaggerParser from '@apidevtools/swagger-parser';
import YAML from 'yaml';
import {buildReference, type BuildOptions} from './build';
import type {ReferenceModel} from './models';
import type {Raw} from './schema';

export interface LoadedContract {
  /** The contract file as written (served as the YAML download). */
  text: string;
  /** Bundled document: local $refs kept, so component names stay known. */
  bundled: Raw;
  /** The same contract with every $ref replaced (may contain cycles). */
  dereferenced: Raw;
  model: ReferenceModel;
}

export class ContractError extends Error {
  constructor(file: string, problem: string) {
    super(`[openapi-reference] ${file}: ${problem}`);
    this.name = 'ContractError';
  }
}

/**
 * Reads, validates and models the contract. Any problem (YAML syntax,
 * OpenAPI schema violations, broken $refs, missing operationIds…) becomes
 * one ContractError naming the file, so the build stops with a clear reason.
 */
export async function loadContract(file: string, options: BuildOptions): Promise<LoadedContract> {
  let text: string;
  try {
    text = await readFile(file, 'utf8');
  } catch (error) {
    throw new ContractError(file, `cannot read the contract (${(error as Error).message})`);
  }
  const parsed = YAML.parseDocument(text, {prettyErrors: true});
  if (parsed.errors.length) {
    throw new ContractError(file, `invalid YAML: ${parsed.errors[0]!.message}`);
  }
  const plain = parsed.toJS();
  if (!plain || typeof plain !== 'object' || !('openapi' in plain)) {
    throw new ContractError(file, 'not an OpenAPI 3 document (no top-level "openapi" field)');
  }
  let dereferenced: Raw;
  let bundled: Raw;
  try {
    // Each call gets its own copy: swagger-parser rewrites what it is given.
    dereferenced = await SwaggerParser.validate(file, structuredClone(plain), {});
    bundled = await SwaggerParser.bundle(file, structuredClone(plain), {});
  } catch (error) {
    throw new ContractError(file, `invalid OpenAPI: ${(error as Error).message}`);
  }
  try {
    return {text, bundled, dereferenced, model: buildReference(bundled, options)};
  } catch (error) {
    throw new ContractError(file, (error as Error).message);
  }
}
