/**
 * The Prism instance behind every code block: prism-core and only the grammars
 * this site shows. prism-react-renderer's bundled Prism builds about thirty
 * grammars as it loads, which on a throttled phone is a long task on any page
 * with a code block; this one builds what the docs and the API samples use.
 *
 * The language components are scripts that extend the global `Prism`, so the
 * imports below run in order: a grammar comes after the ones it extends or
 * modifies (prismjs's components.json lists them), and after that, the order
 * only changes how long they take to load. tests/unit/prism.test.ts
 * checks that every language used in the docs and the API samples is here, and
 * that the tokens match prism-react-renderer's for all of them.
 */
import './manual';
import 'prismjs/components/prism-core';
// Every insertBefore call walks all the grammars loaded so far. Kotlin, Dart,
// Groovy and Ruby insert into their own copies of clike, so they load before
// the large JavaScript family and walk small trees; the grammars that never
// insert load after it, so its own insertions do not walk them either.
import 'prismjs/components/prism-clike';
import 'prismjs/components/prism-kotlin';
import 'prismjs/components/prism-csharp';
import 'prismjs/components/prism-dart';
import 'prismjs/components/prism-groovy';
import 'prismjs/components/prism-ruby';
import 'prismjs/components/prism-markup';
import 'prismjs/components/prism-regex';
import 'prismjs/components/prism-javascript';
import 'prismjs/components/prism-javadoclike';
import 'prismjs/components/prism-typescript';
import 'prismjs/components/prism-jsdoc';
import 'prismjs/components/prism-js-extras';
import 'prismjs/components/prism-jsx';
import 'prismjs/components/prism-tsx';
import 'prismjs/components/prism-json';
import 'prismjs/components/prism-yaml';
import 'prismjs/components/prism-python';
import 'prismjs/components/prism-swift';
import 'prismjs/components/prism-bash';
import 'prismjs/components/prism-properties';
import type {PrismLib} from 'prism-react-renderer';

const scope = globalThis as {Prism?: PrismLib};

export const Prism = scope.Prism as PrismLib;
// The instance is reached through this module only.
delete scope.Prism;
