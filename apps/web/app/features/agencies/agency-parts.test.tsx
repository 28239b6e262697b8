import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import type { Locale } from '@estate/shared';
import { createI18n } from '../../lib/i18n/i18n';
import { serverResources } from '../../lib/i18n/i18n.server';
import { TranslationProvider } from '../../lib/i18n/use-translation';
import { LicenceLine } from './agency-parts';

const licence = { authority: 'dld_rera', number: '28471', expires_on: '2027-06-30' };
const text = (html: string) => html.replace(/<[^>]+>/g, '').replace(/&#x27;/g, "'");

function render(locale: Locale, checkedAt: string | null) {
  return text(
    renderToString(
      <TranslationProvider i18n={createI18n(locale, serverResources)}>
        <LicenceLine licence={{ ...licence, checked_at: checkedAt }} />
      </TranslationProvider>,
    ),
  );
}

describe('the licence line', () => {
  it('names the licence and when a moderator checked it, in both languages', () => {
    expect(render('en', '2026-11-08T10:00:00.000Z').trim()).toBe('\u2068ORN 28471\u2069 · checked November 8, 2026');
    expect(render('en', '2026-11-08T10:00:00.000Z')).not.toContain('{{');
    expect(render('ar', '2026-11-08T10:00:00.000Z')).toContain('تم التحقق في');
    expect(render('ar', '2026-11-08T10:00:00.000Z')).not.toContain('{{');
  });

  it('says when it was not checked yet', () => {
    expect(render('en', null)).toBe('ORN 28471 · Licence not yet checked');
  });
});
