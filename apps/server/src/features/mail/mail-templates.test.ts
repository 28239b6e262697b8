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

describe('every mail subject with a count has its plural forms (issue 39, U10: no "message(s)")', () => {
  const subject = (template: 'messages_digest' | 'saved_search_alert', locale: 'en' | 'ar', count: number) =>
    renderMail({
      template,
      locale,
      name: 'Hina',
      actionUrl: 'https://x.test/',
      values: { count: String(count), search: 'Flats in Lahore' },
    }).subject;

  it('unread messages', () => {
    expect(subject('messages_digest', 'en', 1)).toBe('You have 1 unread message');
    expect(subject('messages_digest', 'en', 3)).toBe('You have 3 unread messages');
    expect(subject('messages_digest', 'ar', 1)).toBe('لديك رسالة واحدة غير مقروءة');
    expect(subject('messages_digest', 'ar', 2)).toBe('لديك رسالتان غير مقروءتين');
    expect(subject('messages_digest', 'ar', 4)).toBe('لديك 4 رسائل غير مقروءة');
    expect(subject('messages_digest', 'ar', 12)).toBe('لديك 12 رسالة غير مقروءة');
  });

  it('new listings of a saved search', () => {
    expect(subject('saved_search_alert', 'en', 1)).toBe('New for “Flats in Lahore”: 1 listing');
    expect(subject('saved_search_alert', 'en', 7)).toBe('New for “Flats in Lahore”: 7 listings');
    expect(subject('saved_search_alert', 'ar', 2)).toBe('جديد لبحث «Flats in Lahore»: إعلانان');
    expect(subject('saved_search_alert', 'ar', 3)).toBe('جديد لبحث «Flats in Lahore»: 3 إعلانات');
  });

  it('the minutes of a paused sign-in', () => {
    const intro = (locale: 'en' | 'ar', count: number) =>
      renderMail({
        template: 'login_paused',
        locale,
        name: 'Hina',
        actionUrl: 'https://x.test/',
        values: { count: String(count), time: '10:00', device: 'Firefox', ip: '192.0.2.1' },
      }).text;
    expect(intro('en', 1)).toContain('for 1 minute;');
    expect(intro('en', 15)).toContain('for 15 minutes;');
    expect(intro('ar', 1)).toContain('لمدة دقيقة واحدة');
    expect(intro('ar', 2)).toContain('لمدة دقيقتين');
    expect(intro('ar', 5)).toContain('لمدة 5 دقائق');
    expect(intro('ar', 15)).toContain('لمدة 15 دقيقة');
  });

  it('none is left with "(s)" in either language', async () => {
    const en = (await import('@estate/shared/i18n/en/mail.json')).default;
    expect(JSON.stringify(en)).not.toMatch(/\w\(s\)/);
  });
});
