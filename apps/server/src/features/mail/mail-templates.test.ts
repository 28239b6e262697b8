import { describe, expect, it } from 'vitest';
import { renderMail } from './mail-templates.js';

const subjectOf = (locale: 'en' | 'ar', count: number) =>
  renderMail({
    template: 'activity',
    locale,
    name: 'Hina',
    actionUrl: 'https://x.test/',
    values: { count: String(count) },
  }).subject;

describe('mail subjects with a count (issue 39, U10)', () => {
  it('follow English plural rules', () => {
    expect(subjectOf('en', 1)).toBe('New on Baytak: 1 update for you');
    expect(subjectOf('en', 2)).toBe('New on Baytak: 2 updates for you');
    expect(subjectOf('en', 0)).toBe('New on Baytak: 0 updates for you');
  });

  it('follow Arabic plural rules (one, two, few, many)', () => {
    expect(subjectOf('ar', 1)).toBe('جديد في بيتك: تحديث واحد لك');
    expect(subjectOf('ar', 2)).toBe('جديد في بيتك: تحديثان لك');
    expect(subjectOf('ar', 5)).toBe('جديد في بيتك: 5 تحديثات لك');
    expect(subjectOf('ar', 11)).toBe('جديد في بيتك: 11 تحديث لك');
  });
});
