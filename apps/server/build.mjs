// Bundles the server into dist/server.js: our own code and @estate/shared are bundled,
// every other package stays an ordinary import from node_modules.
import { build } from 'esbuild';

await build({
  entryPoints: ['src/server.ts'],
  outfile: 'dist/server.js',
  bundle: true,
  platform: 'node',
  target: 'node20',
  format: 'esm',
  sourcemap: true,
  logLevel: 'warning',
  plugins: [
    {
      name: 'externals',
      setup(b) {
        b.onResolve({ filter: /^[^./]/ }, (args) =>
          args.path.startsWith('@estate/shared') ? undefined : { path: args.path, external: true },
        );
      },
    },
  ],
});
