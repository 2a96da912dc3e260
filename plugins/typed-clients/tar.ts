import {gzipSync} from 'node:zlib';

/*
 * A .tgz laid out as `npm pack` writes one (every file under `package/`), written here rather than
 * by spawning npm so the build needs no package manager and the same files give the same bytes:
 * fixed modes, owners and dates (npm's own fixed date), files in the order given.
 */

/** npm pack's fixed date, 1985-10-26T08:15:00Z, in seconds. */
const FIXED_MTIME = 499162500;
const BLOCK = 512;

function header(name: string, size: number): Buffer {
  if (Buffer.byteLength(name) > 100) throw new Error(`[typed-clients] ${name}: a name longer than a tar header holds`);
  const block = Buffer.alloc(BLOCK);
  const field = (offset: number, length: number, value: string) => block.write(value, offset, length, 'utf8');
  const octal = (offset: number, length: number, value: number) =>
    field(offset, length, `${value.toString(8).padStart(length - 1, '0')}\0`);
  field(0, 100, name);
  octal(100, 8, 0o644);
  octal(108, 8, 0);
  octal(116, 8, 0);
  octal(124, 12, size);
  octal(136, 12, FIXED_MTIME);
  field(148, 8, ' '.repeat(8));
  field(156, 1, '0');
  field(257, 8, 'ustar\u000000');
  const checksum = block.reduce((sum, byte) => sum + byte, 0);
  field(148, 8, `${checksum.toString(8).padStart(6, '0')}\0 `);
  return block;
}

/** The files (paths relative to the package) as a gzipped tar under `package/`. */
export function packageTgz(files: ReadonlyMap<string, string>): Buffer {
  const parts: Buffer[] = [];
  for (const [name, text] of files) {
    const body = Buffer.from(text, 'utf8');
    parts.push(header(`package/${name}`, body.length), body, Buffer.alloc((BLOCK - (body.length % BLOCK)) % BLOCK));
  }
  parts.push(Buffer.alloc(BLOCK * 2));
  return gzipSync(Buffer.concat(parts), {level: 9});
}
