import { describe, expect, it } from 'vitest';
import { firstStepWithError, validateAll, validateStep } from './wizard-validation';
import { applyChange, emptyMedia, initialValues, priceNeedsCheck, withMarketCurrency } from './wizard-types';

describe('wizard checks per step', () => {
  const values = initialValues('PK');

  it('starts with the currency of the visitor’s country', () => {
    expect(values.currency).toBe('PKR');
    expect(initialValues('ZZ').currency).toBe('USD');
  });

  it('asks for purpose, area type and property type on the first step', () => {
    expect(validateStep(0, values, emptyMedia())).toEqual({
      purpose: 'listing_rules.purpose_required',
      area_type: 'listing_rules.area_type_required',
      property_type: 'listing_rules.property_type_required',
    });
  });

  it('wants a rent frequency for rentals and the unit before the size', () => {
    const errors = validateStep(1, { ...values, purpose: 'rent' }, emptyMedia());
    expect(errors.rent_frequency).toBe('listing_rules.rent_frequency_required');
    expect(errors.area_unit).toBe('listing_rules.area_unit_required');
    expect(errors.area_size).toBe('listing_rules.area_unit_first');
    expect(errors.floors).toBeUndefined();
    expect(validateStep(1, { ...values, purpose: 'sale' }, emptyMedia()).rent_frequency).toBeUndefined();
  });

  it('checks the optional second language on the details step, and leaves it alone when empty (issue 39, M4)', () => {
    const titled = { ...values, title: 'Sea view flat in Dubai Marina' };
    expect(validateStep(1, titled, emptyMedia()).title_translation).toBeUndefined();
    const same = validateStep(1, { ...titled, title_translation: 'Another English title' }, emptyMedia());
    expect(same.title_translation).toBe('listing_rules.translation_in_ar');
    const untitled = validateStep(1, { ...titled, description_translation: 'غرفتا نوم' }, emptyMedia());
    expect(untitled.title_translation).toBe('listing_rules.translation_title_required');
    const fine = validateStep(1, { ...titled, title_translation: 'شقة بإطلالة بحرية في دبي مارينا' }, emptyMedia());
    expect(fine.title_translation).toBeUndefined();
  });

  it('checks coordinates in range and a typed YouTube link', () => {
    const located = { ...values, city: 'Lahore', address: 'Street 1', latitude: '123', longitude: '74.3' };
    expect(validateStep(2, located, emptyMedia())).toEqual({ latitude: 'listing_rules.latitude_invalid' });
    const media = validateStep(3, { ...values, youtube_input: 'https://example.com/x' }, emptyMedia());
    expect(media).toEqual({
      featured_image: 'listing_rules.featured_image_required',
      youtube_input: 'listing_rules.youtube_invalid',
    });
  });

  it('asks for the DLD permit and its QR in Dubai, and for none elsewhere (issue 37)', () => {
    const place = { address: 'Marina Promenade', latitude: '25.08', longitude: '55.14' };
    const dubai = { ...values, country: 'AE', city: 'Dubai', ...place };
    expect(validateStep(2, dubai, emptyMedia())).toEqual({
      permit_number: 'permits.errors.number_required',
      permit_qr_url: 'permits.errors.qr_required',
    });
    const letters = { ...dubai, permit_number: '71234A', permit_qr_upload: '6f0c1d0e-3b1a-4c1e-9a43-5d2f0e1c9b77' };
    expect(validateStep(2, letters, emptyMedia())).toEqual({ permit_number: 'permits.errors.number_digits' });
    const given = { ...dubai, permit_number: '7123456789', permit_qr_url: 'https://dubailand.gov.ae/p' };
    expect(validateStep(2, given, emptyMedia())).toEqual({});
    expect(validateStep(2, { ...values, country: 'PK', city: 'Lahore', ...place }, emptyMedia())).toEqual({});
    expect(firstStepWithError({ permit_qr_upload: 'permits.errors.qr_not_dld' })).toBe(2);
  });

  it('finds the earliest step holding a server error', () => {
    expect(firstStepWithError({ featured_image: 'x', city: 'y' })).toBe(2);
    expect(firstStepWithError({ youtube_links: 'x' })).toBe(3);
  });

  it("takes the currency from the listing's country, and asks to check a price typed in another (issue 39, U1)", () => {
    const typed = applyChange(values, { price: '2350000' });
    expect(typed).toMatchObject({ currency: 'PKR', price_currency: 'PKR' });
    const inDubai = applyChange(typed, { country: 'AE', city: 'Dubai' });
    expect(inDubai.currency).toBe('AED');
    expect(priceNeedsCheck(inDubai)).toBe(true);
    expect(validateAll(inDubai, emptyMedia()).errors.price).toBe('wizard.currency.check_price');
    // Keeping the amount, or typing it again, confirms it in dirhams.
    expect(priceNeedsCheck(applyChange(inDubai, { price_currency: 'AED' }))).toBe(false);
    expect(priceNeedsCheck(applyChange(inDubai, { price: '2400000' }))).toBe(false);
    // A country without a currency of its own keeps the one chosen.
    expect(applyChange({ ...values, currency: 'EUR' }, { country: 'FR' }).currency).toBe('EUR');
    // A draft or a stored listing priced in the wrong currency comes back in its market's, to be checked.
    const stored = withMarketCurrency({
      ...values,
      country: 'AE',
      price: '900000',
      currency: 'PKR',
      price_currency: '',
    });
    expect(stored).toMatchObject({ currency: 'AED', price_currency: 'PKR' });
    expect(validateAll({ ...inDubai, currency: 'PKR' }, emptyMedia()).errors.currency).toBe(
      'listing_rules.currency_not_market',
    );
  });
});
