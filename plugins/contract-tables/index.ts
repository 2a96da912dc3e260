import path from 'node:path';
import type {LoadContext, Plugin} from '@docusaurus/types';
import {contractFiles, loadContract} from '../../core/contract/load';
import {contractCoverageFields, type StructureFields} from '../../core/data/coverage';

/**
 * The Docusaurus half of contract-tables: the remark plugin (`remark.ts`)
 * builds the tables, and this makes webpack rebuild the guides that contain
 * them when the contract changes (see `dependency-loader.cjs`). It also
 * writes the contract's fields of every structure
 * (`@generated/rook-contract-tables/default/coverage-fields.json`), from
 * which the coverage explorer's tables are written on the server
 * (`src/components/coverage/table.ts`), so they stay out of the page's
 * JavaScript.
 */
export default function contractTablesPlugin(context: LoadContext): Plugin {
  return {
    name: 'rook-contract-tables',
    getPathsToWatch: () => Object.values(contractFiles),
    async loadContent(): Promise<StructureFields[]> {
      return contractCoverageFields((await loadContract()).model);
    },
    async contentLoaded({content, actions}) {
      await actions.createData('coverage-fields.json', JSON.stringify(content));
    },
    configureWebpack() {
      return {
        module: {
          rules: [
            {
              test: /\.mdx?$/i,
              include: [path.join(context.siteDir, 'docs')],
              use: [{loader: path.join(__dirname, 'dependency-loader.cjs'), options: {files: Object.values(contractFiles)}}],
            },
          ],
        },
      };
    },
  };
}
