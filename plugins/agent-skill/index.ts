import {mkdir, readdir, readFile, writeFile} from 'node:fs/promises';
import path from 'node:path';
import type {LoadContext, Plugin} from '@docusaurus/types';
import {zipSync} from 'fflate';
import type {LoadedContract} from '../../core/contract/load';
import {agentSkill} from './paths';
import {absoluteLinks, expandIncludes, operationsReference, siteSandboxServer, withSiteSandbox} from './render';

export interface AgentSkillOptions {
  /** The plugins whose content is a loaded contract (`loadContract`'s result): ROOK's API, then the sandbox's control API. */
  contractPluginNames: {rook: string; sandbox: string};
}

/** Every file under `dir`, as paths relative to it with forward slashes. */
async function filesUnder(dir: string, prefix = ''): Promise<string[]> {
  const entries = await readdir(path.join(dir, prefix), {withFileTypes: true});
  const nested = await Promise.all(
    entries.map((entry) => {
      const relative = prefix ? `${prefix}/${entry.name}` : entry.name;
      return entry.isDirectory() ? filesUnder(dir, relative) : Promise.resolve([relative]);
    }),
  );
  return nested.flat().sort();
}

/**
 * The agent skill (skills/rook/ in the repository): after each production
 * build, writes it under /skills/rook/ with the code samples it includes from
 * the guides, its links made absolute, and references/operations.md generated
 * from both contracts; then the same files as one archive, /skills/rook.zip.
 */
export default function agentSkillPlugin(options: AgentSkillOptions) {
  return (context: LoadContext): Plugin => ({
    name: 'rook-agent-skill',
    async postBuild({outDir, plugins}) {
      const contract = (name: string) => {
        const plugin = plugins.find((p) => p.name === name);
        if (!plugin) throw new Error(`[agent-skill] no plugin named "${name}"`);
        return (plugin.content as LoadedContract).model;
      };
      const siteUrl = context.siteConfig.url;
      const source = path.join(context.siteDir, 'skills', agentSkill.name);
      const sandbox = siteSandboxServer(contract(options.contractPluginNames.sandbox));
      const files = new Map<string, string>();
      for (const relative of await filesUnder(source)) {
        const text = withSiteSandbox(await readFile(path.join(source, relative), 'utf8'), sandbox);
        files.set(relative, absoluteLinks(await expandIncludes(text, context.siteDir), siteUrl));
      }
      const operations = operationsReference(contract(options.contractPluginNames.rook), contract(options.contractPluginNames.sandbox));
      files.set('references/operations.md', absoluteLinks(operations, siteUrl));

      const target = path.join(outDir, agentSkill.folder);
      const archive: Record<string, Uint8Array> = {};
      for (const [relative, text] of files) {
        await mkdir(path.dirname(path.join(target, relative)), {recursive: true});
        await writeFile(path.join(target, relative), text);
        // Inside the archive, the folder carries the skill's name, as clients that read skills expect.
        archive[`${agentSkill.name}/${relative}`] = new TextEncoder().encode(text);
      }
      // A fixed date keeps the archive's bytes the same for the same files.
      const zip = zipSync(archive, {level: 9, mtime: new Date('2026-01-01T00:00:00Z')});
      await writeFile(path.join(outDir, agentSkill.archive), zip);
      console.log(
        `[agent-skill] ${files.size} files under ${agentSkill.folder}, ${agentSkill.archive} (${(zip.byteLength / 1024).toFixed(0)} KiB)`,
      );
    },
  });
}
