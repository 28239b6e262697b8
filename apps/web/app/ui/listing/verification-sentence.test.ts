import { describe, expect, it } from 'vitest';
import en from '@estate/shared/i18n/en/verification.json';
import ar from '@estate/shared/i18n/ar/verification.json';
import { verificationCardLine, verificationSentence } from './verification-sentence';

const translator =
  (catalog: unknown) =>
  (key: string, values: Record<string, string> = {}) => {
    const text = key.split('.').reduce<unknown>((node, part) => (node as Record<string, unknown>)[part], catalog);
    return String(text).replace(/\{\{(\w+)\}\}/g, (_, name: string) => values[name] ?? '');
  };

const verified = { verified_at: '2026-11-28T10:00:00.000Z', verified_until: '2027-02-26T10:00:00.000Z' };

describe("the badge's sentence (J2.4)", () => {
  it('names every check that passed, with the day, in English', () => {
    const scope = ['ownership', 'authority_to_market', 'on_site_photos'] as const;
    expect(verificationSentence({ ...verified, scope: [...scope] }, translator(en), 'en')).toBe(
      'Verified by Baytak on 28 Nov 2026: ownership document, authority to market and photos taken at the property were checked. Not a legal check of title.',
    );
  });

  it('leaves out a check that was not made (an owner needs no authority), and says it in Arabic too', () => {
    const scope: ('ownership' | 'on_site_photos')[] = ['on_site_photos', 'ownership'];
    expect(verificationSentence({ ...verified, scope }, translator(en), 'en')).toBe(
      'Verified by Baytak on 28 Nov 2026: ownership document and photos taken at the property were checked. Not a legal check of title.',
    );
    const arabic = verificationSentence({ ...verified, scope }, translator(ar), 'ar');
    expect(arabic).toContain('مستند الملكية');
    expect(arabic).toContain('صور ملتقطة في العقار');
    expect(arabic).not.toContain('تفويض التسويق');
    expect(arabic).toContain('2026');
  });

  it('gives the card a short line with the day and the checks', () => {
    expect(verificationCardLine({ ...verified, scope: ['ownership', 'on_site_photos'] }, translator(en), 'en')).toBe(
      'Checked 28 Nov 2026: ownership, photos on site',
    );
  });
});
