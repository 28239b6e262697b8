import { describe, expect, it } from 'vitest';
import { ApiRequestError } from '../../lib/api/api-client';
import { contactProblems } from './agency-contact-form';

describe("the agency page's contact form, refused", () => {
  it('shows the server’s keys at their fields', () => {
    const error = new ApiRequestError(400, {
      statusCode: 400,
      code: 'validation_failed',
      message: '',
      fields: { phone: 'leads.agency_contact.phone_or_email_required', message: 'listing_rules.message_required' },
    });
    expect(contactProblems(error)).toEqual({
      fields: { phone: 'leads.agency_contact.phone_or_email_required', message: 'listing_rules.message_required' },
      form: undefined,
    });
  });

  it('says the rest above the button: a key of no field, too many messages, a lost answer', () => {
    const gone = new ApiRequestError(404, {
      statusCode: 404,
      code: 'not_found',
      message: '',
      fields: { form: 'agencies.errors.not_found' },
    });
    expect(contactProblems(gone)).toEqual({ fields: {}, form: 'agencies.errors.not_found' });
    const many = new ApiRequestError(429, { statusCode: 429, code: 'too_many_requests', message: '' });
    expect(contactProblems(many)).toEqual({ fields: {}, form: 'agencies.contact.too_many' });
    expect(contactProblems(new TypeError('Failed to fetch'))).toEqual({ fields: {}, form: 'auth.errors.network' });
  });
});
