/**
 * Issue 40, decision 0067: component styles are CSS Modules. Two checks, run in `npm run lint`:
 *
 * 1. A CSS file under apps/web/app/features or apps/web/app/pages is a `*.module.css`, unless
 *    GLOBAL_CSS lists it: the global sheets left from before the rule, to be converted. The list only
 *    shrinks: never add to it; take a file off when it becomes a module (the check says so when a
 *    listed file is gone).
 * 2. Every class a script reads from a module (`styles.fooBar`, `styles['fooBar']`) is defined in
 *    that module: the modules' type is a string index, so TypeScript cannot catch a misspelt class.
 *
 *   node scripts/check-css-modules.mjs
 */
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const WEB = 'apps/web/app/';
const SCOPED = /^apps\/web\/app\/(features|pages)\//;

/** Global style sheets under features/ and pages/ when the rule came in: only ever remove lines. */
const GLOBAL_CSS = [
  'features/account/account.css',
  'features/agencies/agencies.css',
  'features/agencies/agency-agents-table.css',
  'features/agencies/agency-contact.css',
  'features/agencies/agency-form.css',
  'features/agencies/agency-invitation.css',
  'features/agencies/agency-logo.css',
  'features/agencies/agency-page.css',
  'features/agencies/agency-tab.css',
  'features/agencies/agency-wallet.css',
  'features/agencies/agent-agency.css',
  'features/auth/account-mail.css',
  'features/blog/blog-article.css',
  'features/blog/blog-cards.css',
  'features/blog/blog-dashboard-tab.css',
  'features/blog/blog-editor.css',
  'features/blog/blog-list.css',
  'features/blog/blog-rich-text.css',
  'features/blog/blog.css',
  'features/chat/chat-bell.css',
  'features/chat/chat-conversation.css',
  'features/chat/chat-inbox.css',
  'features/chat/chat-message-button.css',
  'features/chat/chat-phone.css',
  'features/chat/chat.css',
  'features/chat/listing-ref.css',
  'features/corporate/corporate.css',
  'features/credits/awards-tab.css',
  'features/credits/banner-slot.css',
  'features/credits/blazing-strip.css',
  'features/credits/credits.css',
  'features/credits/feature-dialog.css',
  'features/demands/demands.css',
  'features/feedback/feedback.css',
  'features/follows/follows.css',
  'features/leads/lead-feedback.css',
  'features/leads/lead-panel.css',
  'features/leads/lead-timeline.css',
  'features/leads/leads-filters.css',
  'features/leads/leads-table.css',
  'features/leads/leads.css',
  'features/listing-wizard/wizard-choices.css',
  'features/listing-wizard/wizard-media.css',
  'features/listing-wizard/wizard-permit.css',
  'features/listing-wizard/wizard-review.css',
  'features/listing-wizard/wizard-steps.css',
  'features/listing-wizard/wizard-translation.css',
  'features/listing-wizard/wizard.css',
  'features/materials/materials.css',
  'features/moderation/admin-console.css',
  'features/moderation/admin-phones.css',
  'features/moderation/admin-rates.css',
  'features/moderation/admin-settings.css',
  'features/moderation/admin.css',
  'features/moderation/review-notice.css',
  'features/moderation/societies.css',
  'features/notifications/notifications.css',
  'features/saved-searches/saved-searches.css',
  'features/search/city-tiles.css',
  'features/search/filter-chips.css',
  'features/search/filter-form.css',
  'features/search/hero-search.css',
  'features/search/home-sections.css',
  'features/search/map-card-carousel.css',
  'features/search/map-view.css',
  'features/search/price-fields.css',
  'features/search/results-phones.css',
  'features/search/search-results.css',
  'features/search/search.css',
  'features/services/offer-editor.css',
  'features/services/service-page.css',
  'features/services/services-directory.css',
  'features/services/services-tab.css',
  'features/services/services.css',
  'features/shorts/shorts.css',
  'pages/property-detail/permit-block.css',
  'pages/property-detail/society-notice.css',
];

const files = execFileSync('git', ['ls-files', '--cached', '--others', '--exclude-standard', '-z', WEB], {
  cwd: root,
  encoding: 'utf8',
})
  .split('\0')
  .filter((file) => file && fs.existsSync(path.join(root, file)));

const problems = [];
const allowed = new Set(GLOBAL_CSS.map((file) => WEB + file));
for (const file of files) {
  if (SCOPED.test(file) && file.endsWith('.css') && !file.endsWith('.module.css') && !allowed.has(file)) {
    problems.push(`${file}: a new style sheet under features/ or pages/ is a CSS Module (name it *.module.css)`);
  }
}
for (const file of allowed) {
  if (!files.includes(file)) problems.push(`${file}: gone, take it off GLOBAL_CSS in scripts/check-css-modules.mjs`);
}

/** The classes a module defines, as its script reads them (module classes are written camelCase). */
function moduleClasses(file) {
  const css = fs
    .readFileSync(file, 'utf8')
    .replace(/\/\*[\s\S]*?\*\//g, '')
    .replace(/:global\([^)]*\)/g, '')
    .replace(/\{[^{}]*\}/g, '{}');
  return new Set([...css.matchAll(/\.(-?[_a-zA-Z][\w-]*)/g)].map((match) => match[1]));
}

const IMPORT = /^import (\w+) from '([^']+\.module\.css)';$/gm;
for (const file of files.filter((name) => /\.tsx?$/.test(name))) {
  const text = fs.readFileSync(path.join(root, file), 'utf8');
  for (const [, name, specifier] of text.matchAll(IMPORT)) {
    const classes = moduleClasses(path.resolve(root, path.dirname(file), specifier));
    const uses = text.matchAll(new RegExp(`\\b${name}(?:\\.(\\w+)|\\['([\\w-]+)'\\])`, 'g'));
    for (const [, dotted, quoted] of uses) {
      const cls = dotted ?? quoted;
      if (!classes.has(cls)) problems.push(`${file}: ${name}.${cls} is not a class of ${specifier}`);
    }
  }
}

if (problems.length) {
  console.error(`check-css-modules: ${problems.length} problem(s) (decision 0067):`);
  for (const line of problems) console.error(`  ${line}`);
  process.exit(1);
}
console.log(
  `check-css-modules: ok (${GLOBAL_CSS.length} global style sheets under features/ and pages/ still to convert)`,
);
