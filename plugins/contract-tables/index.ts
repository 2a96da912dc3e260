import path from 'node:path';
import type {LoadContext, Plugin} from '@docusaurus/types';
import {contractFiles} from '../openapi-reference/load';

/**
 * The Docusaurus half of contract-tables: the remark plugin (`remark.ts`)
 * builds the tables, and this makes webpack rebuild the guides that contain
 * them when the contract changes (see `dependency-loader.cjs`).
 */
export default function contractTablesPlugin(context: LoadContext): Plugin {
  return {
    name: 'rook-contract-tables',
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
