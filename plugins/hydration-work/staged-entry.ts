/*
 * The browser bundle's entry in place of Docusaurus's client entry (./index.ts
 * sets it). Evaluating main.js ran every module of the app in one task, which
 * a phone feels as one long block between the first paint and hydration. The
 * largest parts that have no effect when evaluated (React DOM, then the route
 * tables) run first, each in a task of its own; Docusaurus's entry then finds
 * them evaluated and starts the app as before. The client modules stay inside
 * Docusaurus's entry: some expect `window.docusaurus` when they are evaluated.
 *
 * "eager" imports stay in main.js; each resolves in a microtask, so a module
 * runs in the task that asks for it.
 */

/** Resolves in a new task. Unlike timers, a message is not delayed in a hidden tab. */
function nextTask(): Promise<void> {
  return new Promise((resolve) => {
    const channel = new MessageChannel();
    channel.port1.onmessage = () => resolve();
    channel.port2.postMessage(null);
  });
}

async function start(): Promise<void> {
  await import(/* webpackMode: "eager" */ 'react-dom/client');
  await nextTask();
  await Promise.all([import(/* webpackMode: "eager" */ '@generated/routes'), import(/* webpackMode: "eager" */ '@generated/registry')]);
  await nextTask();
  await import(/* webpackMode: "eager" */ '@docusaurus/core/lib/client/clientEntry.js');
}

void start();
