// Writes the index of the decision records (docs/decisions/README.md) from their first lines:
// the number and title (`# NNNN. Title`) and the status paragraph (`Status: ...`).
//   node scripts/decision-index.mjs          # writes it
//   node scripts/decision-index.mjs --check  # exits 1 when the index is stale (or a record has no status)
import fs from 'node:fs';
import path from 'node:path';
import * as prettier from 'prettier';

const dir = path.resolve(import.meta.dirname, '../docs/decisions');
const records = fs
  .readdirSync(dir)
  .filter((name) => /^\d{4}-.+\.md$/.test(name))
  .sort();

const problems = [];
const rows = records.map((name) => {
  const lines = fs.readFileSync(path.join(dir, name), 'utf8').split('\n');
  const title = /^# (\d{4})\. (.+)$/.exec(lines[0]);
  if (!title || title[1] !== name.slice(0, 4))
    problems.push(`${name}: the first line is not "# ${name.slice(0, 4)}. Title"`);
  const at = lines.findIndex((line) => line.startsWith('Status:'));
  if (at === -1 || at > 5) problems.push(`${name}: no "Status:" line under the title`);
  const status = [];
  for (let i = at; at !== -1 && i < lines.length && lines[i].trim(); i++) status.push(lines[i].trim());
  const text = status.join(' ').replace(/^Status:\s*/, '');
  // The state is the status's first words; what it replaces or what replaced it follows.
  const state = /^[a-z ,]+?(?=\s*\(|[.;]|$)/i.exec(text)?.[0].replace(/,$/, '') ?? text;
  const links = [
    ...text.matchAll(
      /(Supersedes|Superseded(?: in part)? by|Replaces|Replaced in part by|Amends|Amended by|Refines|Refined by|Builds on|Follows)[^0-9.;]{0,60}?(?:decision )?(\d{4})/gi,
    ),
  ].map((m) => `${m[1].toLowerCase()} ${m[2]}`);
  const safe = (s) => s.replace(/\|/g, '\\|');
  return `| [${name.slice(0, 4)}](${name}) | ${safe(title?.[2] ?? lines[0])} | ${state} | ${[...new Set(links)].join('; ')} |`;
});

const unformatted = `# Decision records

Why the code is the way it is, one choice per file. Write a new one from [TEMPLATE.md](TEMPLATE.md)
(context, decision, consequences, status). An accepted record is not edited in place: a later
choice is a new record that supersedes it, and the old one only gains its "Superseded by" line and
status. This index is written by \`node scripts/decision-index.mjs\` from each record's title and
status lines (\`--check\` tells whether it is up to date).

| No. | Decision | Status | Relations |
| --- | -------- | ------ | --------- |
${rows.join('\n')}
`;

const file = path.join(dir, 'README.md');
// Written as Prettier would (the format check reads it too).
const index = await prettier.format(unformatted, { ...(await prettier.resolveConfig(file)), filepath: file });
if (process.argv.includes('--check')) {
  const stale = !fs.existsSync(file) || fs.readFileSync(file, 'utf8') !== index;
  for (const problem of problems) console.log(problem);
  if (stale) console.log('docs/decisions/README.md is not up to date: node scripts/decision-index.mjs');
  process.exit(stale || problems.length ? 1 : 0);
}
for (const problem of problems) console.warn(problem);
fs.writeFileSync(file, index);
console.log(`docs/decisions/README.md: ${records.length} records`);
