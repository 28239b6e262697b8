import { describe, expect, it } from 'vitest';
import type { AgencyMember } from '@estate/shared';
import {
  EMPTY_AGENCY_FORM,
  agencyBody,
  checkAgency,
  firstInvalid,
  memberFormDefaults,
  memberPatch,
  type AgencyFormValues,
} from './agency-form-values';

const dubai: AgencyFormValues = {
  ...EMPTY_AGENCY_FORM,
  name_en: 'Ayesha Properties',
  country: 'AE',
  city: 'Dubai',
  phone: '+971 4 123 4567',
  email: 'office@ayesha.example',
};

describe('the agency form', () => {
  it('sends every field trimmed, the uploaded logo and the country in capitals', () => {
    const form = new FormData();
    form.set('name_en', '  Ayesha Properties ');
    form.set('country', 'ae');
    form.set('city', ' Dubai');
    expect(agencyBody(form, 'c0ffee00-0000-4000-8000-000000000000')).toMatchObject({
      name_en: 'Ayesha Properties',
      country: 'AE',
      city: 'Dubai',
      name_ar: '',
      logo: 'c0ffee00-0000-4000-8000-000000000000',
    });
    expect(agencyBody(form, null).logo).toBe('');
  });

  it('asks for the ORN and its expiry in Dubai only', () => {
    const errors = checkAgency(dubai);
    expect(errors).toEqual({
      licence_number: 'agencies.errors.orn_required',
      licence_expires_on: 'agencies.errors.licence_expiry_required',
    });
    expect(firstInvalid(errors)).toBe('licence_number');
    expect(
      checkAgency({ ...dubai, city: ' dubai ', licence_number: '12345', licence_expires_on: '2030-01-31' }),
    ).toEqual({});
    expect(checkAgency({ ...dubai, country: 'PK', city: 'Lahore' })).toEqual({});
  });

  it('wants an expiry after today, as the server does', () => {
    const dated = (licence_expires_on: string) =>
      checkAgency({ ...dubai, licence_number: '12345', licence_expires_on }, '2026-11-28');
    expect(dated('2026-11-28')).toEqual({ licence_expires_on: 'agencies.errors.licence_expiry_past' });
    expect(dated('2026-11-29')).toEqual({});
  });

  it("shows the shared schema's messages at their fields", () => {
    const errors = checkAgency({ ...dubai, country: 'PK', name_en: 'A', email: 'nope', website: 'ftp://x.example' });
    expect(errors).toEqual({
      name_en: 'agencies.errors.name_required',
      email: 'agencies.errors.email_invalid',
      website: 'agencies.errors.website_invalid',
    });
    expect(checkAgency({ ...dubai, licence_number: '12a', licence_expires_on: '2030-01-01' }).licence_number).toBe(
      'agencies.errors.licence_digits',
    );
  });
});

const owner: AgencyMember = {
  id: 7,
  slug: 'ayesha',
  name: 'Ayesha',
  picture: null,
  role: 'owner',
  brn: null,
  brn_expires_on: null,
  live_listings: 3,
  email: 'ayesha@demo.estate',
  manager_id: null,
  is_public: true,
  listing_allowance: null,
  monthly_credit_allowance: 50,
  in_rotation: true,
  paused: false,
  joined_at: '2026-11-01T00:00:00.000Z',
};

describe('memberPatch', () => {
  it('sends only what changed, so saving an owner’s BRN does not touch their role', () => {
    const before = memberFormDefaults(owner);
    expect(memberPatch(before, { ...before, brn: '45678', brn_expires_on: '2027-03-31' })).toEqual({
      brn: '45678',
      brn_expires_on: '2027-03-31',
    });
    expect(memberPatch(before, before)).toEqual({});
  });

  it('reads empty as none or no limit, and numbers as numbers', () => {
    const before = memberFormDefaults({ ...owner, brn: '111', listing_allowance: 10 });
    expect(before).toMatchObject({ brn: '111', listing_allowance: '10', monthly_credit_allowance: '50' });
    expect(
      memberPatch(before, { ...before, brn: '', listing_allowance: '', monthly_credit_allowance: '20', paused: true }),
    ).toEqual({ brn: null, listing_allowance: null, monthly_credit_allowance: 20, paused: true });
    // Not a whole number: as typed, for the server's message.
    expect(memberPatch(before, { ...before, listing_allowance: '-3' })).toEqual({ listing_allowance: '-3' });
  });

  it('gives a team to agents only', () => {
    const agent = memberFormDefaults({ ...owner, role: 'agent', manager_id: 9 });
    expect(memberPatch(agent, { ...agent, manager_id: '12' })).toEqual({ manager_id: 12 });
    expect(memberPatch(agent, { ...agent, role: 'manager' })).toEqual({ role: 'manager', manager_id: null });
    expect(memberPatch(agent, { ...agent, manager_id: '' })).toEqual({ manager_id: null });
  });
});
