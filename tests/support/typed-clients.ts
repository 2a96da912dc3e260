// The typed clients as a reader installs them, for the tests and the documentation samples: generated
// once per worker by the same function the build publishes with (plugins/typed-clients/generate.ts),
// the TypeScript package unpacked under node_modules/.cache/rook-samples/node_modules/ (so a sample
// written beside it imports it by name, and it finds the openapi-fetch this repository pins) and
// the Python module in a folder the Python samples get on PYTHONPATH.
import {mkdirSync, renameSync, writeFileSync} from 'node:fs';
import path from 'node:path';
import {typedClientsOfContract, type TypedClients} from '../../plugins/typed-clients/generate';
import {typedClients} from '../../plugins/typed-clients/paths';

const samplesDir = path.resolve(__dirname, '../../node_modules/.cache/rook-samples');
export const typedPackageDir = path.join(samplesDir, 'node_modules', typedClients.typescript.name);
export const pythonModuleDir = path.join(samplesDir, 'python');

/** Writes a file whole or not at all: two test workers may install the same bytes at once. */
function writeAtomically(file: string, text: string | Buffer): void {
  mkdirSync(path.dirname(file), {recursive: true});
  const partial = `${file}.${process.pid}.partial`;
  writeFileSync(partial, text);
  renameSync(partial, file);
}

let installed: Promise<TypedClients> | undefined;

export function installTypedClients(): Promise<TypedClients> {
  installed ??= typedClientsOfContract().then((clients) => {
    for (const [name, text] of clients.typescriptFiles) writeAtomically(path.join(typedPackageDir, name), text);
    writeAtomically(path.join(pythonModuleDir, `${typedClients.python.module}.py`), clients.python);
    return clients;
  });
  return installed;
}
