import {
  agencyInputSchema,
  isDubaiAgency,
  type AgencyMember,
  type AgencyRole,
  type MyAgencyAnswer,
} from '@estate/shared';
import { fieldErrorsOf, type FieldErrors } from '../../ui/form/field-errors';

/** The agency form's fields, in the order it shows them (the first with an error gets focus). */
export const AGENCY_FIELDS = [
  'name_en',
  'name_ar',
  'logo',
  'about_en',
  'about_ar',
  'country',
  'city',
  'phone',
  'whatsapp',
  'email',
  'website',
  'licence_number',
  'licence_expires_on',
] as const;
export type AgencyField = (typeof AGENCY_FIELDS)[number];
export type AgencyFormValues = Record<AgencyField, string>;

export const EMPTY_AGENCY_FORM: AgencyFormValues = Object.fromEntries(
  AGENCY_FIELDS.map((name) => [name, '']),
) as AgencyFormValues;

/** What the edit form starts from: the agency as its owner wrote it (both languages). */
export function agencyFormDefaults(agency: NonNullable<MyAgencyAnswer['agency']>): AgencyFormValues {
  return {
    name_en: agency.name_en,
    name_ar: agency.name_ar ?? '',
    logo: '',
    about_en: agency.about_en,
    about_ar: agency.about_ar,
    country: agency.country,
    city: agency.city,
    phone: agency.phone,
    whatsapp: agency.whatsapp ?? '',
    email: agency.email,
    website: agency.website ?? '',
    licence_number: agency.licence.number ?? '',
    licence_expires_on: agency.licence.expires_on ?? '',
  };
}

/**
 * The body sent for the form: every field trimmed, the uploaded logo's id (none: the logo is
 * kept), empty optional fields as '' (the shared schema reads them as "none", so an edit clears them).
 */
export function agencyBody(form: FormData, logo: string | null): AgencyFormValues {
  const values = Object.fromEntries(
    AGENCY_FIELDS.map((name) => [name, String(form.get(name) ?? '').trim()]),
  ) as AgencyFormValues;
  values.logo = logo ?? '';
  values.country = values.country.toUpperCase();
  return values;
}

/**
 * The browser's check before sending: the shared schema's messages, Dubai's licence fields and an
 * expiry in the future (the server checks them all again, and the ORN's length, its setting). A
 * refusal caught here costs no attempt: creating an agency is limited to one try a minute.
 */
export function checkAgency(values: AgencyFormValues, today = new Date().toISOString().slice(0, 10)): FieldErrors {
  const parsed = agencyInputSchema.safeParse(values);
  const errors = parsed.success ? {} : fieldErrorsOf(parsed.error, /^agencies\./);
  if (isDubaiAgency(values.country, values.city)) {
    if (!values.licence_number) errors.licence_number ??= 'agencies.errors.orn_required';
    if (!values.licence_expires_on) errors.licence_expires_on ??= 'agencies.errors.licence_expiry_required';
  }
  if (values.licence_expires_on && !errors.licence_expires_on && values.licence_expires_on <= today) {
    errors.licence_expires_on = 'agencies.errors.licence_expiry_past';
  }
  return errors;
}

/** The first field of the form, in its order, with an error. */
export const firstInvalid = (errors: FieldErrors): AgencyField | undefined =>
  AGENCY_FIELDS.find((name) => errors[name]);

/** A member's editable settings as the member dialog's fields hold them (text, as inputs do). */
export interface MemberFormValues {
  role: AgencyRole;
  manager_id: string;
  is_public: boolean;
  brn: string;
  brn_expires_on: string;
  listing_allowance: string;
  monthly_credit_allowance: string;
  in_rotation: boolean;
  paused: boolean;
}

export function memberFormDefaults(member: AgencyMember): MemberFormValues {
  const text = (value: number | string | null) => (value === null ? '' : String(value));
  return {
    role: member.role,
    manager_id: text(member.manager_id),
    is_public: member.is_public,
    brn: text(member.brn),
    brn_expires_on: text(member.brn_expires_on),
    listing_allowance: text(member.listing_allowance),
    monthly_credit_allowance: text(member.monthly_credit_allowance),
    in_rotation: member.in_rotation,
    paused: member.paused,
  };
}

export function memberFormValues(form: FormData): MemberFormValues {
  const text = (name: string) => String(form.get(name) ?? '').trim();
  return {
    role: text('role') as AgencyRole,
    manager_id: text('manager_id'),
    is_public: form.get('is_public') === 'on',
    brn: text('brn'),
    brn_expires_on: text('brn_expires_on'),
    listing_allowance: text('listing_allowance'),
    monthly_credit_allowance: text('monthly_credit_allowance'),
    in_rotation: form.get('in_rotation') === 'on',
    paused: form.get('paused') === 'on',
  };
}

/**
 * Only what changed, typed as the server reads it: an admin who saves an owner's BRN must not send
 * the owner's role (changing an owner is an owner's right, even to the same role), and an empty
 * BRN, expiry or allowance is null ("none", "no limit"). A team is for agents only.
 */
export function memberPatch(before: MemberFormValues, after: MemberFormValues): Record<string, unknown> {
  const patch: Record<string, unknown> = {};
  const orNull = (value: string) => (value === '' ? null : value);
  const numberOrNull = (value: string) => (value === '' ? null : Number(value));
  if (after.role !== before.role) patch.role = after.role;
  const managerAfter = after.role === 'agent' ? after.manager_id : '';
  if (managerAfter !== before.manager_id) patch.manager_id = numberOrNull(managerAfter);
  if (after.is_public !== before.is_public) patch.is_public = after.is_public;
  if (after.brn !== before.brn) patch.brn = orNull(after.brn);
  if (after.brn_expires_on !== before.brn_expires_on) patch.brn_expires_on = orNull(after.brn_expires_on);
  for (const name of ['listing_allowance', 'monthly_credit_allowance'] as const) {
    // Not a whole number: sent as typed, for the server's own message.
    if (after[name] !== before[name]) patch[name] = /^\d*$/.test(after[name]) ? numberOrNull(after[name]) : after[name];
  }
  if (after.in_rotation !== before.in_rotation) patch.in_rotation = after.in_rotation;
  if (after.paused !== before.paused) patch.paused = after.paused;
  return patch;
}
