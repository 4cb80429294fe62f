/** A route manifest and React Router 7's module code and preloads for it (the boot's tests). */
export const manifest = {
  entry: { module: '/assets/entry.client-Y.js', imports: ['/assets/a-1.js', '/assets/b-2.js'] },
  routes: {
    root: {
      id: 'root',
      path: '',
      hasLoader: true,
      module: '/assets/root-X.js',
      imports: ['/assets/a-1.js', '/assets/c-3.js'],
      css: ['/assets/root-Z.css'],
    },
    'routes/catalogue': {
      id: 'routes/catalogue',
      parentId: 'root',
      module: '/assets/catalogue-W.js',
      imports: ['/assets/c-3.js', '/assets/d-4.js'],
    },
    'routes/home': { id: 'routes/home', index: true, module: '/assets/home-V.js', imports: [] },
  },
  url: '/assets/manifest-31219e6b.js',
  version: '31219e6b',
};

/** React Router 7's module script for the root and the catalogue route, as it prints it. */
export const CODE = `;
import * as route0 from "/assets/root-X.js";
import * as route1 from "/assets/catalogue-W.js";
  window.__reactRouterManifest = ${JSON.stringify(manifest, null, 2)};
  window.__reactRouterRouteModules = {"root":route0,"routes/catalogue":route1};

import("/assets/entry.client-Y.js");`;

/** Its module preloads, in React Router's order. */
export const HREFS = [
  '/assets/entry.client-Y.js',
  '/assets/a-1.js',
  '/assets/b-2.js',
  '/assets/root-X.js',
  '/assets/c-3.js',
  '/assets/catalogue-W.js',
  '/assets/d-4.js',
];
