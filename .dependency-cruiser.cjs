/**
 * The dependency check of `npm run lint` (issue #33, ADR 0046): no import cycle between the
 * files of the server, the web app and the domain. Type-only imports count (they tie the files
 * together even though they vanish at run time). The other import boundaries (a module through
 * its service.ts or routes.ts, the web layers, the domain on its own) are the ESLint rule of
 * eslint-boundaries.js.
 *
 *   npx depcruise --config .dependency-cruiser.cjs apps/server/src apps/web/app packages/domain/src
 */
/** @type {import('dependency-cruiser').IConfiguration} */
module.exports = {
  forbidden: [
    {
      name: 'no-circular',
      severity: 'error',
      comment:
        'Import cycle: break it with a seam (a hook or a port handed in at wiring, services.ts) ' +
        'or by moving what both files share into a file of its own (DESIGN: module seams).',
      from: {},
      to: { circular: true },
    },
  ],
  options: {
    // Tests, fixtures and generated types are not part of the graph (as in shared/tools/cycles.mjs).
    exclude: {
      path: [
        'node_modules',
        '\\.(test|spec)\\.tsx?$',
        '\\.d\\.ts$',
        '/test-support/',
        '\\.react-router/',
      ],
    },
    doNotFollow: { path: ['node_modules'] },
    tsPreCompilationDeps: true,
    tsConfig: { fileName: 'tsconfig.base.json' },
    enhancedResolveOptions: {
      extensions: ['.ts', '.tsx', '.mts', '.js', '.mjs'],
      conditionNames: ['import', 'node', 'default', 'types'],
    },
    skipAnalysisNotInRules: true,
    cache: false,
  },
};
