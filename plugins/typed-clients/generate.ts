import {readFileSync} from 'node:fs';
import path from 'node:path';
import {contractFiles, loadContract} from '../../core/contract/load';
import {contractTypeScript} from '../../core/contract/typescript';
import {typedClients} from './paths';
import {pythonModule} from './python';
import {packageTgz} from './tar';
import {typescriptPackage} from './typescript';

/*
 * The typed clients, generated from ROOK's contract: the one producer of what the build publishes
 * and of what the tests install, so both always hold the same bytes.
 */

/** Bumped when the clients' own code changes while the contract's version stays. */
const REVISION = 1;

export interface TypedClients {
  /** `<contract version>-docs.<REVISION>`: the contract's version first, marked as the docs' build. */
  version: string;
  /** The TypeScript package's files by their path in it. */
  typescriptFiles: Map<string, string>;
  /** The same files as `npm pack` lays them out. */
  tgz: Buffer;
  python: string;
}

type Servers = Parameters<typeof typescriptPackage>[0]['servers'];

/** The contract's servers by role, in the order it lists them (production, sandbox, local sandbox). */
function serversOf(servers: {url: string}[]): Servers {
  const [production, sandbox, localSandbox] = servers.map((server) => server.url);
  if (!production || !sandbox || !localSandbox) throw new Error('[typed-clients] the contract no longer lists three servers');
  return {production, sandbox, localSandbox};
}

async function generate(): Promise<TypedClients> {
  const {bundled} = await loadContract(contractFiles.rook);
  const contractVersion: string = bundled.info.version;
  const version = `${contractVersion}-docs.${REVISION}`;
  const servers = serversOf(bundled.servers);
  const readme = readFileSync(path.join(__dirname, 'package/README.md'), 'utf8')
    .replaceAll('{{name}}', typedClients.typescript.name)
    .replaceAll('{{version}}', version)
    .replaceAll('{{contract_version}}', contractVersion);
  const typescriptFiles = typescriptPackage({
    name: typedClients.typescript.name,
    version,
    contractVersion,
    servers,
    contractTypes: await contractTypeScript(contractFiles.rook),
    readme,
  });
  const runtime = readFileSync(path.join(__dirname, 'python/runtime.py'), 'utf8');
  return {
    version,
    typescriptFiles,
    tgz: packageTgz(typescriptFiles),
    python: pythonModule(bundled, {packageVersion: version, contractVersion, servers, runtime}),
  };
}

let generated: Promise<TypedClients> | undefined;

/** Generated once per process: the build and each test worker compile the package one time. */
export function typedClientsOfContract(): Promise<TypedClients> {
  generated ??= generate();
  return generated;
}
