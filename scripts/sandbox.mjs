// `npm run sandbox`: the sandbox alone (sandbox/server.ts, with its options), run from its bundle
// (lib/sandbox-bundle.mjs), which is remade first when a file of the sandbox has changed.
// package.json starts it with three settings for memory. Two are V8's. Semi-spaces of 4 MB (V8 grows
// them to 16 MB and keeps them): about 5 MB less resident, idle and under load, for no throughput the
// bench measured. The old generation grows 30% past what a full collection kept (V8's factor is up to
// 4x): after the bench's load about 215 MB resident instead of 215–285, and the authorizer GET about
// 5% slower. The third is glibc's allocator's, which only the environment can give before node starts:
// MALLOC_TRIM_THRESHOLD_ at its default (128 KiB) turns off the allocator's own tuning, which after a
// large block was freed served blocks of up to 32 MB from its heaps and kept their freed memory. About
// 15 MB less idle and 30 MB less after the bench's load, for no throughput the bench measured.
import v8 from 'node:v8';
import {sandboxBundle} from './lib/sandbox-bundle.mjs';

/** @type {string} */
let bundle;
try {
  bundle = await sandboxBundle();
} catch (error) {
  console.error(`[sandbox] could not start: its code does not compile (${error instanceof Error ? error.message : String(error)})`);
  process.exit(1);
}
// PGlite's WebAssembly (9 MB) is compiled by V8's baseline compiler only. Its optimising tier
// recompiled PostgreSQL's busy functions in the background during start-up: a third of the start's
// time on two cores and about 40 MB of memory that stayed, for no throughput this sandbox measured.
// Set before the sandbox starts PGlite's thread, which compiles it.
v8.setFlagsFromString('--liftoff-only');
// Error stacks name the TypeScript files and lines, not the bundle's.
process.setSourceMapsEnabled(true);
await import(bundle);
