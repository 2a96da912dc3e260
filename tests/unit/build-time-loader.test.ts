// The data-sources plugin's build-time loader: the summary-day calculator's source list reaches the
// browser as its values (a few KB), not as core/data/dataSources.ts, and follows that file in watch mode.
import path from 'node:path';
import {readFileSync} from 'node:fs';
import {describe, expect, it} from 'vitest';
import buildTimeValues from '../../plugins/data-sources/build-time-loader.mjs';
import {calculatorSourceList} from '../../core/data/calculatorSources';

const modulePath = path.resolve(import.meta.dirname, '../../core/data/calculatorSources.ts');
const dataPath = path.resolve(import.meta.dirname, '../../core/data/dataSources.ts');

async function load(): Promise<{code: string; dependencies: string[]}> {
  const dependencies: string[] = [];
  // The few members of webpack's loader context the loader uses.
  const context = {
    resourcePath: modulePath,
    addDependency: (file: string) => dependencies.push(file),
    getResolve: () => async (directory: string, request: string) => `${path.resolve(directory, request)}.ts`,
  };
  const code = await (buildTimeValues as (this: unknown, source: string) => Promise<string>).call(
    context,
    readFileSync(modulePath, 'utf8'),
  );
  return {code, dependencies};
}

describe('build-time-loader', () => {
  it('bundles the calculator’s sources as their values, watching the data module they come from', async () => {
    const {code, dependencies} = await load();
    expect(code).toBe(`export const calculatorSourceList = ${JSON.stringify(calculatorSourceList)};\n`);
    expect(dependencies).toEqual([dataPath]);
    expect(code).not.toMatch(/^import/m);
    // A small fraction of the list it is derived from.
    expect(code.length).toBeLessThan(readFileSync(dataPath, 'utf8').length / 5);
  });
});
