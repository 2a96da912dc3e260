/**
 * `@docusaurus/ComponentCreator`, in the browser bundle only (./index.ts
 * aliases it). The generated route table calls it once per route as main.js
 * is evaluated, and each call builds that route's loadable component (its
 * chunk names flattened, a loader map, a component class): several hundred
 * routes before the first page can hydrate. Built on first use instead
 * (./lazy-route.tsx), a page pays for the routes it renders.
 */
import ComponentCreator from '@docusaurus/core/lib/client/exports/ComponentCreator.js';
import {lazyComponentCreator} from './lazy-route';

export default lazyComponentCreator(ComponentCreator);
