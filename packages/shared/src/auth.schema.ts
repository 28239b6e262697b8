import { z } from 'zod';
import { ACCOUNT_TYPES } from './account-types.js';
import { FULL_NAME_MAX_LENGTH, PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from './constants.js';
import { profileSchema } from './user.schema.js';

/**
 * Validation messages are catalog keys (namespace `common`, prefix `validation.`),
 * so the browser shows them in the visitor's language and the server in English.
 */
const PHONE_RE = /^\+?[0-9][0-9 ()-]{5,22}$/;

export const emailSchema = z
  .string({ error: 'validation.email_required' })
  .trim()
  .min(1, 'validation.email_required')
  .max(254, 'validation.email_invalid')
  .pipe(z.email('validation.email_invalid'));

export const registerSchema = z.object({
  full_name: z
    .string({ error: 'validation.full_name_required' })
    .trim()
    .min(2, 'validation.full_name_required')
    .max(FULL_NAME_MAX_LENGTH, 'validation.full_name_too_long'),
  email: emailSchema,
  phone_number: z
    .string({ error: 'validation.phone_required' })
    .trim()
    .min(1, 'validation.phone_required')
    .refine((v) => PHONE_RE.test(v) && countDigits(v) >= 7 && countDigits(v) <= 15, {
      message: 'validation.phone_invalid',
    }),
  password: z
    .string({ error: 'validation.password_required' })
    .min(PASSWORD_MIN_LENGTH, 'validation.password_too_short')
    .max(PASSWORD_MAX_LENGTH, 'validation.password_too_long'),
  type: z.enum(ACCOUNT_TYPES, { error: 'validation.account_type_required' }),
  accept_terms: z.literal(true, { error: 'validation.terms_required' }),
});
export type RegisterInput = z.infer<typeof registerSchema>;

export const loginSchema = z.object({
  email: emailSchema,
  password: z
    .string({ error: 'validation.password_required' })
    .min(1, 'validation.password_required')
    .max(PASSWORD_MAX_LENGTH, 'validation.password_too_long'),
});
export type LoginInput = z.infer<typeof loginSchema>;

/** Sign-up answers the same for a new and a taken address: a link was sent (decision 0027). */
export const registerAnswerSchema = z.object({
  status: z.literal('verification_sent'),
  email: z.string(),
});
export type RegisterAnswer = z.infer<typeof registerAnswerSchema>;

/** A token from an e-mail link (verification or reset): 43 URL-safe characters. */
const linkTokenSchema = z
  .string({ error: 'auth.errors.token_invalid' })
  .regex(/^[A-Za-z0-9_-]{20,100}$/, 'auth.errors.token_invalid');

export const verifyEmailSchema = z.object({ token: linkTokenSchema });
export type VerifyEmailInput = z.infer<typeof verifyEmailSchema>;
/**
 * What confirming an address answers: the signed-in user and whether this was the address's first
 * confirmation (every earlier session of the account was then ended, and the page asks the owner
 * to set a password of their own in case someone else signed up with it: issue 38).
 */
export const verifiedAnswerSchema = z.object({ user: profileSchema, first_confirmation: z.boolean() });
export type VerifiedAnswer = z.infer<typeof verifiedAnswerSchema>;

/** A link's token, to ask whether it still works (`POST /api/auth/password/reset/check/`). */
export const linkCheckSchema = z.object({ token: linkTokenSchema });
/** Whether a link's token still works. */
export const linkStateSchema = z.object({ works: z.boolean() });
export type LinkState = z.infer<typeof linkStateSchema>;

export const forgotPasswordSchema = z.object({ email: emailSchema });
export type ForgotPasswordInput = z.infer<typeof forgotPasswordSchema>;

export const resetPasswordSchema = z
  .object({
    token: linkTokenSchema,
    new_password: registerSchema.shape.password,
    confirm_password: z.string({ error: 'validation.password_required' }).max(PASSWORD_MAX_LENGTH),
  })
  .refine((v) => v.new_password === v.confirm_password, {
    path: ['confirm_password'],
    message: 'validation.passwords_differ',
  });
export type ResetPasswordInput = z.infer<typeof resetPasswordSchema>;

/** Settings: a new e-mail address, confirmed from that address (decision 0027). */
export const changeEmailSchema = z.object({
  new_email: emailSchema,
  password: z
    .string({ error: 'validation.password_required' })
    .min(1, 'validation.password_required')
    .max(PASSWORD_MAX_LENGTH, 'validation.password_too_long'),
});
export type ChangeEmailInput = z.infer<typeof changeEmailSchema>;

function countDigits(value: string): number {
  return value.replace(/\D/g, '').length;
}
