// The sandbox's caches share one object between requests instead of copying it for each: a user's
// context and a built document are frozen all the way down, and the copy naps.ts reshapes is its own.
// A context's links' moments are kept with it, and each read filters them by its own clock.
import {beforeAll, describe, expect, it} from 'vitest';
import {loadContracts} from '../../sandbox/contract/operations';
import {frozen} from '../../sandbox/model/frozen';
import {buildDocument, buildJson, contributions, documentKindsOf, type DocumentKind, type UserContext} from '../../sandbox/model/generator';

describe('frozen', () => {
  it('freezes every object and array a value holds, and returns the value itself', () => {
    const value = {links: [{source: 'Oura', at: [1, 2]}], information: {height: 170}, none: null};
    expect(frozen(value)).toBe(value);
    expect(Object.isFrozen(value)).toBe(true);
    expect(Object.isFrozen(value.links)).toBe(true);
    expect(Object.isFrozen(value.links[0]!.at)).toBe(true);
    expect(Object.isFrozen(value.information)).toBe(true);
    expect(() => value.links.push({source: 'Garmin', at: []})).toThrow(TypeError);
    expect(() => {
      value.information.height = 180;
    }).toThrow(TypeError);
  });

  it('passes null and plain values through', () => {
    expect(frozen(null)).toBeNull();
    expect(frozen(3)).toBe(3);
    expect(frozen('text')).toBe('text');
  });
});

describe('built documents', () => {
  let kind: DocumentKind;
  const user: UserContext = {
    clientUuid: '6b1f9a52-6a53-4a8e-9a4f-0f7f0c0de001',
    userId: 'walker',
    timeZone: 'Europe/Madrid',
    information: null,
    naps: [],
    links: [{source: 'Oura', linkedAt: Date.parse('2026-01-01T00:00:00Z'), revokedAt: null}],
  };
  const date = '2026-01-10';
  const asOf = Date.parse('2026-01-20T00:00:00Z');

  beforeAll(async () => {
    kind = documentKindsOf(await loadContracts()).get('getSleepSummary')!;
  });

  it('are one frozen object for every reader of the same day', () => {
    const first = buildDocument(kind, user, date, asOf);
    expect(first).not.toBeNull();
    expect(buildDocument(kind, user, date, asOf)).toBe(first);
    expect(Object.isFrozen(first)).toBe(true);
    expect(() => {
      (first as unknown as Record<string, unknown>).user_id = 'someone else';
    }).toThrow(TypeError);
  });

  it('are copied for naps.ts, which reshapes its copy without changing what readers get', () => {
    const shared = buildDocument(kind, user, date, asOf);
    const copy = buildJson(kind, user, date, asOf)!;
    expect(copy).toEqual(shared);
    expect(Object.isFrozen(copy)).toBe(false);
    copy.user_id = 'reshaped';
    expect(buildDocument(kind, user, date, asOf)!.user_id).toBe('walker');
  });

  it("keep a context's moments, yet follow each read's clock and each context's own links", () => {
    const before = Date.parse('2026-01-09T00:00:00Z');
    expect(contributions(kind, user, date, before)).toEqual([]);
    const later = contributions(kind, user, date, asOf);
    expect(later.map((c) => c.source)).toEqual(['Oura']);
    expect(later[0]!.moments.every((at) => at <= asOf)).toBe(true);
    // The same context read at an earlier instant again (a clock set back by a reset).
    expect(contributions(kind, user, date, before)).toEqual([]);
    const revoked: UserContext = {...user, links: [{...user.links[0]!, revokedAt: before}]};
    expect(contributions(kind, revoked, date, asOf)).toEqual([]);
    const twoSources: UserContext = {
      ...user,
      links: [...user.links, {source: 'Garmin', linkedAt: user.links[0]!.linkedAt, revokedAt: null}],
    };
    expect(
      contributions(kind, twoSources, date, asOf)
        .map((c) => c.source)
        .sort(),
    ).toEqual(['Garmin', 'Oura']);
  });
});

// A frozen context cannot change, so documents are kept by its identity; an unfrozen one (read inside a
// transaction) by its content. Both must give the same documents at every instant of the clock.
describe('documents of a frozen context', () => {
  let kind: DocumentKind;
  const date = '2026-01-10';
  const base: UserContext = {
    clientUuid: '6b1f9a52-6a53-4a8e-9a4f-0f7f0c0de002',
    userId: 'runner',
    timeZone: 'America/Bogota',
    information: null,
    naps: [],
    links: [
      {source: 'Garmin', linkedAt: Date.parse('2026-01-10T09:00:00Z'), revokedAt: null},
      {source: 'Oura', linkedAt: Date.parse('2026-01-01T00:00:00Z'), revokedAt: Date.parse('2026-01-11T02:00:00Z')},
    ],
  };
  /** Every instant at which the day's document changes, oldest first. */
  const instantsOf = (user: UserContext) =>
    [...new Set(contributions(kind, user, date, Number.MAX_SAFE_INTEGER).flatMap((c) => c.moments))].sort((a, b) => a - b);

  beforeAll(async () => {
    kind = documentKindsOf(await loadContracts()).get('getPhysicalSummary')!;
  });

  it('are the documents an unfrozen copy gets, changing exactly when a moment passes', () => {
    const kept = frozen(structuredClone(base));
    const loose = structuredClone(base);
    const instants = instantsOf(loose);
    expect(instants.length).toBeGreaterThan(3);
    expect(buildDocument(kind, kept, date, instants[0]! - 1)).toBeNull();
    instants.forEach((instant, index) => {
      const atInstant = buildDocument(kind, kept, date, instant);
      expect(atInstant).toEqual(buildDocument(kind, loose, date, instant));
      expect(atInstant).not.toBe(buildDocument(kind, kept, date, instant - 1));
      // Until the next moment, every read shares the same document.
      const next = instants[index + 1];
      if (next !== undefined) expect(buildDocument(kind, kept, date, next - 1)).toBe(atInstant);
    });
    const last = buildDocument(kind, kept, date, Date.parse('2026-03-01T00:00:00Z'));
    expect(last).toEqual(buildDocument(kind, loose, date, Date.parse('2026-03-01T00:00:00Z')));
    expect(last!.document_version).toBe(instants.length);
  });

  it('are not shared by two frozen contexts, even of the same user', () => {
    const asOf = Date.parse('2026-01-20T00:00:00Z');
    const garminOnly = frozen({...structuredClone(base), links: [structuredClone(base.links[0]!)]});
    const both = frozen(structuredClone(base));
    const other = frozen({...structuredClone(base), userId: 'walker'});
    expect(buildDocument(kind, garminOnly, date, asOf)).not.toEqual(buildDocument(kind, both, date, asOf));
    expect(buildDocument(kind, other, date, asOf)!.user_id).toBe('walker');
    expect(buildDocument(kind, both, date, asOf)!.user_id).toBe('runner');
  });
});
