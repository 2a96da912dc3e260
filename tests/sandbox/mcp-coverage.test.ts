// The docs MCP server's `coverage` tool as a standard MCP client uses it (the
// SDK's Client over stdio, `npm run --silent mcp`): states and reasons from
// the same module as the site's coverage pages, and clear errors with close
// names for unknown inputs. It needs neither the build nor a sandbox.
import {Client} from '@modelcontextprotocol/sdk/client/index.js';
import {connectMcpServer, textOf, type TextResult} from '../support/mcp-session';
import {afterAll, beforeAll, describe, expect, it} from 'vitest';
import {loadContract} from '../../core/contract/load';
import {cellWords, contractCoverageFields, fieldCoverage, structureCoverage} from '../../core/data/coverage';
import {dataSources} from '../../core/data/dataSources';

let client: Client;
beforeAll(async () => {
  client = await connectMcpServer('rook-coverage-test');
});
afterAll(async () => {
  await client?.close();
});

const coverage = (args: Record<string, string>) => client.callTool({name: 'coverage', arguments: args});
const source = (slug: string) => dataSources.find((s) => s.slug === slug)!;

describe('the MCP coverage tool', () => {
  it('is listed with typed, optional inputs for a field, a source and a structure', async () => {
    const {tools} = await client.listTools();
    const tool = tools.find((t) => t.name === 'coverage')!;
    expect(Object.keys(tool.inputSchema.properties ?? {}).sort()).toEqual(['field', 'source', 'structure']);
    expect(tool.inputSchema.required ?? []).toEqual([]);
  });

  it('answers a structure and a source with the module’s state and reason', async () => {
    const answer = await coverage({source: 'Apple Health', structure: 'hydration_event'});
    expect((answer as TextResult).isError).toBeFalsy();
    const cell = structureCoverage(source('apple-health'), 'hydration_event');
    expect(textOf(answer)).toContain(`- Apple Health: ◐ ${cellWords(cell)}. ${cell.reason}`);
    expect(textOf(answer)).toContain(cell.truth.href);
  });

  it('answers a field for every source, field by field', async () => {
    const {model} = await loadContract();
    const field = contractCoverageFields(model)
      .find((f) => f.structure === 'physical_summary')!
      .fields.find((f) => f.provenance === 'modelled')!;
    const name = field.path.split('.').at(-1)!;
    const text = textOf(await coverage({field: name, structure: 'physical_summary'}));
    expect(text).toContain(`## physical_summary › ${field.path}`);
    for (const s of dataSources) expect(text).toContain(`- ${s.name}: `);
    expect(text).toContain(`- Garmin: ≈ ${cellWords(fieldCoverage(source('garmin'), 'physical_summary', field))}.`);
  });

  it('refuses unknown names with close matches, and an empty question with examples', async () => {
    const unknownSource = await coverage({source: 'garmn'});
    expect((unknownSource as TextResult).isError).toBe(true);
    expect(textOf(unknownSource)).toMatch(/^No source named "garmn"\. Close names: garmin\. Sources: dexcom, fitbit, garmin/);
    const unknownField = await coverage({field: 'hr_avg'});
    expect((unknownField as TextResult).isError).toBe(true);
    expect(textOf(unknownField)).toMatch(/^No field named "hr_avg"\. Close names: .*hr_avg_bpm_int/);
    const unknownStructure = await coverage({structure: 'sleep'});
    expect(textOf(unknownStructure)).toMatch(/^No data structure named "sleep"\. Close names: sleep_summary/);
    const empty = await coverage({});
    expect((empty as TextResult).isError).toBe(true);
    expect(textOf(empty)).toContain('Give a field');
  });
});
