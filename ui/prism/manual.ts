/**
 * prism-core highlights every `<code class="language-…">` in the document as
 * soon as it loads unless `Prism.manual` is already set on the global object.
 * React owns that markup, so Prism must not touch it: ./prism.ts imports this
 * module before prism-core so the flag is in place when the core evaluates.
 */
export const prismFlags = {manual: true, disableWorkerMessageHandler: true};

(globalThis as {Prism?: unknown}).Prism = prismFlags;
