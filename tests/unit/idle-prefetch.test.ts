import {describe, expect, it} from 'vitest';
import {idlePrefetch} from '../../src/client/route-prefetch';

/** A stand-in for requestIdleCallback whose idle periods the test hands out one at a time. */
function idlePeriods() {
  const waiting: Array<() => void> = [];
  return {
    whenIdle: (run: () => void) => void waiting.push(run),
    pending: () => waiting.length,
    next: () => waiting.shift()!(),
  };
}

describe('idlePrefetch', () => {
  it('queues prefetches and runs one per idle period, in order', async () => {
    const calls: string[] = [];
    const idle = idlePeriods();
    const prefetch = idlePrefetch((path) => {
      calls.push(path);
      return Promise.resolve([]);
    }, idle.whenIdle);

    const results = ['/a/', '/b/', '/c/'].map((path) => prefetch(path));
    expect(calls).toEqual([]);
    expect(idle.pending()).toBe(1);

    idle.next();
    expect(calls).toEqual(['/a/']);
    idle.next();
    idle.next();
    expect(calls).toEqual(['/a/', '/b/', '/c/']);
    expect(idle.pending()).toBe(0);
    await expect(Promise.all(results)).resolves.toEqual([[], [], []]);
  });

  it('asks for a new idle period when calls arrive after the queue emptied', () => {
    const calls: string[] = [];
    const idle = idlePeriods();
    const prefetch = idlePrefetch((path) => (calls.push(path), false), idle.whenIdle);
    void prefetch('/a/');
    idle.next();
    expect(idle.pending()).toBe(0);
    void prefetch('/b/');
    expect(idle.pending()).toBe(1);
    idle.next();
    expect(calls).toEqual(['/a/', '/b/']);
  });

  it('keeps the queue going when a prefetch throws', () => {
    const calls: string[] = [];
    const idle = idlePeriods();
    const prefetch = idlePrefetch((path) => {
      calls.push(path);
      if (path === '/broken/') throw new Error('no such route');
      return false;
    }, idle.whenIdle);
    void prefetch('/broken/');
    void prefetch('/next/');
    expect(() => idle.next()).toThrow('no such route');
    expect(idle.pending()).toBe(1);
    idle.next();
    expect(calls).toEqual(['/broken/', '/next/']);
  });

  it('resolves with an empty list when Docusaurus declines to prefetch (already loaded, slow connection)', async () => {
    const idle = idlePeriods();
    const result = idlePrefetch(() => false, idle.whenIdle)('/loaded/');
    idle.next();
    await expect(result).resolves.toEqual([]);
  });
});
