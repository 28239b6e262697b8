import { describe, expect, it } from 'vitest';
import { createI18n } from '../../lib/i18n/i18n';
import { serverResources } from '../../lib/i18n/i18n.server';
import { csvErrorLines } from './society-import-form';

describe("the import's refusal lines", () => {
  const fields = { row_12: 'societies.csv.bad_date', row_3: 'societies.csv.bad_society' };

  it('lists the bad rows in file order, translated', () => {
    expect(csvErrorLines(fields, createI18n('en', serverResources))).toEqual([
      "Row 3: The society's name is missing or longer than 150 characters.",
      'Row 12: The list date must be a real date, not in the future, such as 2024-08-03, 03/08/2024 or 3 Aug 2024.',
    ]);
    const arabic = csvErrorLines(fields, createI18n('ar', serverResources));
    expect(arabic[0]).toBe('الصف 3: اسم الجمعية مفقود أو أطول من 150 حرفًا.');
  });

  it('says what is wrong with the whole file', () => {
    expect(csvErrorLines({ csv: 'societies.csv.too_large' }, createI18n('en', serverResources))).toEqual([
      'The file is too large: at most 256 KB.',
    ]);
  });
});
