// The request log's sharing of repeated answers: of a client's identical answers in one statement,
// only the newest keeps its text, and the older ones name its position.
import {describe, expect, it} from 'vitest';
import {sharedAnswers} from '../../sandbox/state/request-log';

const entry = (client_uuid: string, response_body: string | null, n: number) => ({client_uuid, response_body, n});

describe('sharedAnswers', () => {
  it('keeps the text on the newest of a client’s identical answers and points the older ones at it', () => {
    const rows = sharedAnswers([entry('a', 'doc', 1), entry('a', 'other', 2), entry('a', 'doc', 3), entry('a', 'doc', 4)]);
    expect(rows).toEqual([
      {client_uuid: 'a', response_body: null, n: 1, holder: 4},
      {client_uuid: 'a', response_body: 'other', n: 2, holder: null},
      {client_uuid: 'a', response_body: null, n: 3, holder: 4},
      {client_uuid: 'a', response_body: 'doc', n: 4, holder: null},
    ]);
  });

  it('never shares between clients, and leaves requests without an answer alone', () => {
    const rows = sharedAnswers([entry('a', 'doc', 1), entry('b', 'doc', 2), entry('a', null, 3), entry('b', null, 4)]);
    expect(rows.map((row) => [row.response_body, row.holder])).toEqual([
      ['doc', null],
      ['doc', null],
      [null, null],
      [null, null],
    ]);
  });

  it('points only at a newer row, so a log trimmed oldest first never loses a text a kept row needs', () => {
    const bodies = ['x', 'y', 'x', 'x', 'y', 'z', 'x'];
    const rows = sharedAnswers(bodies.map((body, i) => entry('a', body, i)));
    rows.forEach((row, i) => {
      if (row.holder === null) expect(row.response_body).toBe(bodies[i]);
      else {
        expect(row.holder).toBeGreaterThan(i + 1);
        expect(rows[row.holder - 1]!.response_body).toBe(bodies[i]);
      }
    });
    expect(rows.filter((row) => row.response_body !== null)).toHaveLength(3);
  });
});
