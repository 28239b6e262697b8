import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import type { Locale, ProfileResponsiveness } from '@estate/shared';
import { createI18n } from '../lib/i18n/i18n';
import { serverResources } from '../lib/i18n/i18n.server';
import { TranslationProvider } from '../lib/i18n/use-translation';
import { useResponseText, withinOf } from './response-text';

function ResponseLine({ responsiveness }: { responsiveness: ProfileResponsiveness | null }) {
  const text = useResponseText();
  return <>{responsiveness && text(responsiveness)}</>;
}

const render = (value: ProfileResponsiveness | null, locale: Locale = 'en') =>
  renderToString(
    <TranslationProvider i18n={createI18n(locale, serverResources)}>
      <ResponseLine responsiveness={value} />
    </TranslationProvider>,
  )
    .replace(/<[^>]+>/g, '')
    .replace(/[\u2068\u2069]/g, '');

describe('"Usually replies within"', () => {
  it('rounds the median up to minutes, hours or days', () => {
    expect(withinOf(0.4)).toEqual({ unit: 'minutes', count: 1 });
    expect(withinOf(59)).toEqual({ unit: 'minutes', count: 59 });
    expect(withinOf(60)).toEqual({ unit: 'hours', count: 1 });
    expect(withinOf(61)).toEqual({ unit: 'hours', count: 2 });
    expect(withinOf(24 * 60)).toEqual({ unit: 'hours', count: 24 });
    expect(withinOf(24 * 60 + 1)).toEqual({ unit: 'days', count: 2 });
  });

  it('says it with its sample in English and Arabic, plural-aware, and nothing without figures', () => {
    expect(render({ median_minutes: 118, sample: 37, days: 60 })).toBe(
      'Usually replies within 2 h, based on 37 inquiries in the last 60 days',
    );
    expect(render({ median_minutes: 3 * 24 * 60, sample: 1, days: 60 })).toBe(
      'Usually replies within 3 days, based on 1 inquiry in the last 60 days',
    );
    expect(render({ median_minutes: 118, sample: 37, days: 60 }, 'ar')).toBe(
      'يرد عادةً خلال 2 ساعة، بناءً على 37 استفسارًا في آخر 60 يومًا',
    );
    expect(render({ median_minutes: 4 * 60, sample: 5, days: 60 }, 'ar')).toBe(
      'يرد عادةً خلال 4 ساعات، بناءً على 5 استفسارات في آخر 60 يومًا',
    );
    expect(render(null)).toBe('');
  });
});
