/**
 * A V8 CPU profile (`node --cpu-prof`) summed up: self time by function and by file group, so a
 * route's Node CPU can be split into its parts (issue 43).
 *
 *   node scripts/benchmark/profile/summarise.mjs PROFILE.cpuprofile [top=40]
 */
import fs from 'node:fs';

const [file, topArg] = process.argv.slice(2);
if (!file) {
  console.error('usage: summarise.mjs PROFILE.cpuprofile [top]');
  process.exit(2);
}
const top = Number(topArg ?? 40);
const profile = JSON.parse(fs.readFileSync(file, 'utf8'));
const byId = new Map(profile.nodes.map((n) => [n.id, n]));
const deltas = profile.timeDeltas;
const self = new Map();
for (let i = 0; i < profile.samples.length; i++) {
  const id = profile.samples[i];
  self.set(id, (self.get(id) ?? 0) + (deltas[i] ?? 0));
}
const total = [...self.values()].reduce((a, b) => a + b, 0);

/** Where a function lives, in a few words: the package, or the app's own folder. */
function groupOf(url) {
  if (!url) return '(native / V8)';
  const pkg = url.match(/node_modules\/((?:@[^/]+\/)?[^/]+)/);
  if (pkg) return pkg[1];
  if (url.startsWith('node:')) return url;
  const app = url.match(/apps\/server\/dist\/(.*?)\/[^/]+$/) ?? url.match(/(apps\/[^/]+\/[^/]+)/);
  return app ? app[1] : url.slice(-60);
}

const fnSelf = new Map();
const groupSelf = new Map();
for (const [id, us] of self) {
  const { callFrame } = byId.get(id);
  const fn = `${callFrame.functionName || '(anonymous)'} ${callFrame.url.split('/').slice(-2).join('/')}:${callFrame.lineNumber + 1}`;
  fnSelf.set(fn, (fnSelf.get(fn) ?? 0) + us);
  const group = groupOf(callFrame.url);
  groupSelf.set(group, (groupSelf.get(group) ?? 0) + us);
}
const pct = (us) => `${((100 * us) / total).toFixed(1).padStart(5)} %`;
const print = (title, map, n) => {
  console.log(`\n${title}`);
  for (const [name, us] of [...map].sort((a, b) => b[1] - a[1]).slice(0, n)) {
    console.log(`${pct(us)}  ${(us / 1000).toFixed(0).padStart(7)} ms  ${name}`);
  }
};
console.log(`${file}: ${(total / 1000).toFixed(0)} ms sampled`);
print('self time by package or folder', groupSelf, 30);
print('self time by function', fnSelf, top);

// Inclusive time: each function counted once per sample it is on the stack of.
const parent = new Map();
for (const n of profile.nodes) for (const c of n.children ?? []) parent.set(c, n.id);
const inclusive = new Map();
for (let i = 0; i < profile.samples.length; i++) {
  const seen = new Set();
  for (let id = profile.samples[i]; id !== undefined; id = parent.get(id)) {
    const { callFrame } = byId.get(id);
    seen.add(
      `${callFrame.functionName || '(anonymous)'} ${callFrame.url.split('/').slice(-2).join('/')}:${callFrame.lineNumber + 1}`,
    );
  }
  for (const fn of seen) inclusive.set(fn, (inclusive.get(fn) ?? 0) + (deltas[i] ?? 0));
}
print('inclusive time by function', inclusive, top);
