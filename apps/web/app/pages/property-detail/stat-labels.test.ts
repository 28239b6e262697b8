import { describe, expect, it } from 'vitest';
import { createI18n } from '../../lib/i18n/i18n';
import { serverResources } from '../../lib/i18n/i18n.server';

/** The stat bar's labels under their numbers (review U10: "1 Bathrooms"). */
describe('the listing stat bar labels follow the number', () => {
  it('in English', () => {
    const { t } = createI18n('en', serverResources);
    expect(t('detail.stat_bathrooms', { count: 1 })).toBe('Bathroom');
    expect(t('detail.stat_bathrooms', { count: 2 })).toBe('Bathrooms');
    expect(t('detail.stat_bedrooms', { count: 1 })).toBe('Bedroom');
    expect(t('detail.stat_bedrooms', { count: 0 })).toBe('Bedrooms');
    expect(t('detail.stat_floors', { count: 1 })).toBe('Floor');
  });

  it('in Arabic, with its six forms', () => {
    const { t } = createI18n('ar', serverResources);
    expect(t('detail.stat_bathrooms', { count: 1 })).toBe('حمام');
    expect(t('detail.stat_bathrooms', { count: 2 })).toBe('حمامان');
    expect(t('detail.stat_bathrooms', { count: 3 })).toBe('حمامات');
    expect(t('detail.stat_bathrooms', { count: 11 })).toBe('حمامًا');
    expect(t('detail.stat_bedrooms', { count: 2 })).toBe('غرفتا نوم');
    expect(t('detail.stat_floors', { count: 100 })).toBe('طابق');
  });
});
