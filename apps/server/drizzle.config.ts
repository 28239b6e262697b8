import { defineConfig } from 'drizzle-kit';

export default defineConfig({
  dialect: 'postgresql',
  // Every feature's tables (the list in src/features.ts holds the same: test/feature-list.test.ts).
  schema: './src/features/*/*.table.ts',
  out: './drizzle',
});
