// `npm run lint` part two: no import cycle on either side, type-only imports included.
// ESLint's import-x/no-cycle skips `import type`; dpdm follows every import through each
// workspace's tsconfig paths and fails on the first cycle it finds.
import { spawnSync } from 'node:child_process';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');
const dpdm = path.join(root, 'node_modules', '.bin', 'dpdm');
const trees = [
  { files: 'apps/server/src/**/*.ts', tsconfig: 'apps/server/tsconfig.json' },
  { files: 'apps/web/app/**/*.{ts,tsx}', tsconfig: 'apps/web/tsconfig.json' },
  { files: 'packages/shared/src/**/*.ts', tsconfig: 'packages/shared/tsconfig.json' },
];

let failed = false;
for (const { files, tsconfig } of trees) {
  const result = spawnSync(
    dpdm,
    ['--no-tree', '--no-warning', '--no-progress', '--exit-code', 'circular:1', '--tsconfig', tsconfig, files],
    { cwd: root, encoding: 'utf8' },
  );
  if (result.status !== 0) {
    failed = true;
    console.error(`Import cycle in ${files}:\n${result.stdout}${result.stderr}`);
  }
}
if (!failed) console.log('No import cycles (server, web, shared; type-only imports included).');
process.exit(failed ? 1 : 0);
