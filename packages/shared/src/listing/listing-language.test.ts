import { describe, expect, it } from 'vitest';
import { listingTextIn, suggestsSecondLanguage, textLanguageOf } from './listing-language.js';
import { listingInputSchema, listingStepSchemas } from './listing.schema.js';

const english = {
  title: 'Sea view flat in Dubai Marina',
  description: 'Two bedrooms.',
  language: 'en' as const,
  title_translation: 'شقة بإطلالة بحرية في دبي مارينا',
  description_translation: 'غرفتا نوم.',
};

describe('one listing, two languages (issue 39, M4)', () => {
  it('detects the main language from the title’s script', () => {
    expect(textLanguageOf('Villa in Riyadh')).toBe('en');
    expect(textLanguageOf('فيلا في الرياض')).toBe('ar');
    expect(textLanguageOf('3 BHK فيلا')).toBe('ar');
  });

  it('shows the version in the page’s language, else the main text marked as foreign', () => {
    expect(listingTextIn(english, 'ar')).toEqual({
      title: { text: english.title_translation, lang: 'ar', foreign: false },
      description: { text: english.description_translation, lang: 'ar', foreign: false },
    });
    expect(listingTextIn(english, 'en').title).toEqual({ text: english.title, lang: 'en', foreign: false });
    const alone = { ...english, title_translation: null, description_translation: null };
    expect(listingTextIn(alone, 'ar').title).toEqual({ text: english.title, lang: 'en', foreign: true });
    // A translated title without a translated description: each part says its own language.
    const titleOnly = { ...english, description_translation: null };
    expect(listingTextIn(titleOnly, 'ar').description).toEqual({ text: 'Two bedrooms.', lang: 'en', foreign: true });
  });

  it('reads a card’s language from its title, as the column’s rule does (cards leave it out, issue 43)', () => {
    const arabic = { title: 'فيلا في الرياض', title_translation: 'Villa in Riyadh' };
    expect(listingTextIn(arabic, 'en').title).toEqual({ text: 'Villa in Riyadh', lang: 'en', foreign: false });
    expect(listingTextIn(arabic, 'ar').title).toEqual({ text: arabic.title, lang: 'ar', foreign: false });
    expect(listingTextIn({ title: arabic.title }, 'en').title).toEqual({
      text: arabic.title,
      lang: 'ar',
      foreign: true,
    });
  });

  it('suggests the second language in the Gulf and Egypt, not in Pakistan', () => {
    expect(['AE', 'SA', 'QA', 'EG', 'ae'].map(suggestsSecondLanguage)).toEqual([true, true, true, true, true]);
    expect(['PK', '', undefined].map(suggestsSecondLanguage)).toEqual([false, false, false]);
  });

  it('holds the second language to the main text’s rules, in the wizard’s details step too', () => {
    const details = listingStepSchemas.details;
    const errorsOf = (fields: Record<string, unknown>) => {
      const result = details.safeParse({ title: english.title, ...fields });
      // The first message of each field, as the wizard shows it.
      const errors: Record<string, string> = {};
      for (const issue of result.error?.issues ?? []) {
        const name = String(issue.path[0]);
        if (name.endsWith('_translation')) errors[name] ??= issue.message;
      }
      return errors;
    };
    expect(errorsOf({ title_translation: english.title_translation })).toEqual({});
    expect(errorsOf({ title_translation: 'Flat' })).toEqual({ title_translation: 'listing_rules.title_too_short' });
    expect(errorsOf({ title_translation: 'Another English title' })).toEqual({
      title_translation: 'listing_rules.translation_in_ar',
    });
    expect(errorsOf({ description_translation: 'غرفتا نوم.' })).toEqual({
      title_translation: 'listing_rules.translation_title_required',
    });
    const parsed = listingInputSchema.shape.title_translation.parse(`  ${english.title_translation} `);
    expect(parsed).toBe(english.title_translation);
  });
});
