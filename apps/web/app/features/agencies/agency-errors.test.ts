import { describe, expect, it } from 'vitest';
import { ApiRequestError } from '../../lib/api/api-client';
import { problemsOf, valuesFromMessage } from './agency-errors';

const refusal = (status: number, code: string, message: string, fields?: Record<string, string>) =>
  new ApiRequestError(status, { statusCode: status, code, message, ...(fields ? { fields } : {}) });

const FORM = ['name_en', 'licence_number', 'licence_expires_on'] as const;

describe('problemsOf', () => {
  it('puts each server key at its field, and a field the form does not have at the form', () => {
    const error = refusal(422, 'validation_failed', 'In Dubai the brokerage licence number (ORN) is required.', {
      licence_number: 'agencies.errors.orn_required',
    });
    expect(problemsOf(error, FORM, 'agencies.form.failed')).toEqual({
      fields: { licence_number: 'agencies.errors.orn_required' },
      values: {},
    });
    const other = refusal(410, 'invite_invalid', 'This invitation link is not valid or was already used.', {
      token: 'agencies.errors.invite_invalid',
    });
    expect(problemsOf(other, FORM, 'agencies.form.failed')).toEqual({
      fields: {},
      values: {},
      form: 'agencies.errors.invite_invalid',
    });
  });

  it('fills the numbers of the message for the Arabic text', () => {
    const error = refusal(422, 'validation_failed', 'The ORN has at most 7 digits.', {
      licence_number: 'agencies.errors.orn_length',
    });
    expect(problemsOf(error, FORM, 'x').values).toEqual({ licence_number: { max: '7' } });
    const over = refusal(422, 'validation_failed', 'Allowances add up to 1,120; the agency has 100.', {
      listing_allowance: 'agencies.errors.allowances_over',
    });
    expect(problemsOf(over, ['listing_allowance'], 'x').values).toEqual({
      listing_allowance: { total: '1,120', quota: '100' },
    });
    expect(valuesFromMessage('agencies.errors.orn_length', 'no number')).toBeUndefined();
    expect(valuesFromMessage('agencies.errors.orn_required', 'The ORN 7')).toBeUndefined();
  });

  it('leaves out values that are no catalog keys, and falls back when nothing is left', () => {
    const elsewhere = refusal(409, 'member_of_another_agency', 'You are a member of another agency. Leave it first.', {
      form: 'agencies.errors.member_elsewhere',
      agency: 'Ayesha Properties',
    });
    expect(problemsOf(elsewhere, FORM, 'x')).toEqual({
      fields: {},
      values: {},
      form: 'agencies.errors.member_elsewhere',
    });
    expect(problemsOf(refusal(500, 'internal_error', 'Something went wrong'), FORM, 'agencies.form.failed')).toEqual({
      fields: {},
      values: {},
      form: 'agencies.form.failed',
    });
  });

  it('shows the content limits as they are', () => {
    const limited = refusal(429, 'too_many_requests', 'You are doing this too often.', { form: 'limits.too_many' });
    expect(problemsOf(limited, FORM, 'x').form).toBe('limits.too_many');
  });

  it('names an unconfirmed address and a lost connection', () => {
    const unverified = refusal(403, 'email_unverified', 'Confirm your e-mail address first.');
    expect(problemsOf(unverified, FORM, 'x').form).toBe('auth.errors.email_unverified');
    expect(problemsOf(new TypeError('Failed to fetch'), FORM, 'x').form).toBe('auth.errors.network');
  });
});
