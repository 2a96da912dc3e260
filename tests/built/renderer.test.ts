// The production build renders with Preact on both sides (plugins/preact-renderer):
// the browser bundle every page loads carries no React DOM renderer, and the
// server wrote its HTML with Preact too, whose ids are the ones hydration gives.
import {readdirSync, readFileSync} from 'node:fs';
import path from 'node:path';
import {expect, test} from 'vitest';
import {routes} from '../../core/config/routes';
import {attr, buildDir, builtPage, findAll} from './support/dom';

test('main.js, which every page loads, carries Preact and no React DOM renderer', () => {
  const main = readdirSync(path.join(buildDir, 'assets/js')).find((name) => /^main\..+\.js$/.test(name));
  const code = readFileSync(path.join(buildDir, 'assets/js', main!), 'utf8');
  // React DOM's production build links each of its errors to react.dev; React 19 marks its elements so.
  expect(code).not.toContain('https://react.dev/errors/');
  expect(code).not.toContain('react.transitional.element');
});

test("the server HTML's useId values are Preact's, which the browser's hydration gives again", () => {
  const page = builtPage(routes.quickStart);
  const ids = findAll(page, (element) => attr(element, 'dataCodeBlock') !== undefined).map((element) => attr(element, 'dataCodeBlock'));
  expect(ids.length).toBeGreaterThan(2);
  for (const id of ids) expect(id).toMatch(/^P\d+-\d+$/);
});
