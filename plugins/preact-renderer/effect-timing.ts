import {options} from 'preact';

/**
 * Preact runs the effects of a render after the next frame; React runs those
 * of an update made in an event handler before the browser handles the next
 * event. Code written for React relies on it: DocSearch registers its
 * shortcut listener again in an effect whenever the dialog opens or closes,
 * so with Preact's timing, Ctrl+K pressed within a frame of Escape met the
 * old listener and closed the already closed dialog instead of opening it.
 *
 * Hydration's effects keep Preact's timing, in a task of their own after the
 * first paint (one long task would block longer than two shorter ones). From
 * then on, a render's effects run in a microtask after it: before the next
 * event, as with React.
 */
let hydrated = false;

/** After the next frame, as Preact does by default (the timeout covers a hidden tab, where frames do not come). */
function afterNextFrame(callback: () => void): void {
  const done = () => {
    clearTimeout(timeout);
    cancelAnimationFrame(frame);
    setTimeout(callback);
  };
  const timeout = setTimeout(done, 100);
  const frame = requestAnimationFrame(done);
}

options.requestAnimationFrame = (flush) => {
  if (hydrated) {
    queueMicrotask(flush);
    return;
  }
  afterNextFrame(() => {
    hydrated = true;
    flush();
  });
};
