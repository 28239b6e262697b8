import { describe, expect, it } from 'vitest';
import { csvRecords, listDateOf, readSocietyCsv } from './society-csv.js';

describe('csvRecords', () => {
  it('reads quoted fields with commas, quotes and line breaks, CRLF or LF', () => {
    expect(csvRecords('a,"b, c","say ""hi"""\r\n"multi\nline",,x\n')).toEqual([
      ['a', 'b, c', 'say "hi"'],
      ['multi\nline', '', 'x'],
    ]);
  });
});

describe('listDateOf', () => {
  const today = new Date('2026-11-28T12:00:00Z');
  it.each([
    ['2024-08-03', '2024-08-03'],
    ['03/08/2024', '2024-08-03'],
    ['3-8-2024', '2024-08-03'],
    ['3 Aug 2024', '2024-08-03'],
    ['03 August 2024', '2024-08-03'],
  ])('%s is %s', (text, iso) => expect(listDateOf(text, today)).toBe(iso));
  it.each(['31/02/2024', '2027-01-01', '1900-01-01', 'August 2024', '', '3 Foo 2024'])('refuses %s', (text) =>
    expect(listDateOf(text, today)).toBeNull(),
  );
});

describe('readSocietyCsv', () => {
  it('takes the columns in any order, by the header, with a BOM and aliases split on ; or |', () => {
    const reading = readSocietyCsv(
      '\uFEFFList Date,Society,Authority,Aliases\n2024-08-03,Al-Noor Garden,lda,"Al Noor; Alnoor Gdn|النور"\n',
    );
    expect(reading).toEqual({
      ok: true,
      societies: [
        {
          authority: 'LDA',
          name: 'Al-Noor Garden',
          aliases: ['Al Noor', 'Alnoor Gdn', 'النور'],
          listDate: '2024-08-03',
          norms: ['alnoor garden', 'alnoor', 'alnoor gdn', 'النور'],
        },
      ],
    });
  });

  it('skips blank lines but counts them in row numbers', () => {
    const reading = readSocietyCsv('authority,society,aliases,list date\n\nLDA,Town,,bad\n');
    expect(reading).toEqual({ ok: false, errors: [{ row: 3, key: 'societies.csv.bad_date' }] });
  });
});
