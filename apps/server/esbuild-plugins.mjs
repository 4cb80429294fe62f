// esbuild's plugin shared by the server's build (build.mjs) and the test children's bundles
// (test/support/child-bundles.ts): npm dependencies stay external; the workspace's own packages
// (@adega/*, TypeScript) are bundled.
export const externalizeDeps = {
  name: 'externalize-deps',
  setup(b) {
    b.onResolve({ filter: /^[^./]/ }, (args) =>
      args.path.startsWith('@adega/') ? undefined : { path: args.path, external: true },
    );
  },
};
