// nprogress 0.2 ships no types; the progress bar (./progress-bar.ts) uses these three calls.
declare module 'nprogress' {
  const nprogress: {start(): unknown; done(): unknown; configure(options: {showSpinner: boolean}): unknown};
  export default nprogress;
}
