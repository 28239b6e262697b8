import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import type { Locale, SocietyNotice as Notice } from '@estate/shared';
import { createI18n } from '../../lib/i18n/i18n';
import { serverResources } from '../../lib/i18n/i18n.server';
import { TranslationProvider } from '../../lib/i18n/use-translation';
import { SocietyNotice } from './society-notice';

const notice: Notice = { authority: 'LDA', society: 'Al-Noor Garden', list_date: '2024-08-03', sample: false };
const text = (html: string) => html.replace(/<[^>]+>/g, '').replace(/&#x27;/g, "'");

function render(locale: Locale, shown: Notice = notice) {
  return renderToString(
    <TranslationProvider i18n={createI18n(locale, serverResources)}>
      <SocietyNotice notice={shown} />
    </TranslationProvider>,
  );
}

describe('the illegal-society notice', () => {
  it('names the authority and the list date, formatted for the language', () => {
    expect(text(render('en'))).toContain(
      'LDA lists this society as illegal (list of August 3, 2024). Check with LDA before paying.',
    );
    const arabic = text(render('ar'));
    expect(arabic).toContain('تُدرج LDA هذه الجمعية السكنية على أنها غير قانونية');
    expect(arabic).toContain('2024');
    expect(arabic).not.toContain('{{');
  });

  it('isolates the society as listed and says when the list is the demo sample', () => {
    expect(render('ar')).toContain('<bdi>Al-Noor Garden</bdi>');
    expect(text(render('en'))).not.toContain('sample list');
    expect(text(render('en', { ...notice, sample: true }))).toContain('made-up sample list, not from LDA');
  });
});
