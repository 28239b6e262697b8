import { z } from 'zod';
import { okSchema } from '../api-error.schema.js';
import {
  changeEmailSchema,
  forgotPasswordSchema,
  linkCheckSchema,
  linkStateSchema,
  loginSchema,
  registerAnswerSchema,
  registerSchema,
  resetPasswordSchema,
  verifiedAnswerSchema,
  verifyEmailSchema,
} from '../auth.schema.js';
import { profileSchema } from '../user.schema.js';
import { defineOperation } from './operation.js';

/** The auth feature's API operations (decision 0064). */

const sessionAnswer = z.object({ user: profileSchema });

export const postAuthRegister = defineOperation({
  method: 'POST',
  path: '/api/auth/register/',
  tags: ['auth'],
  summary: 'Sign up: a verification link goes to the address (the same answer when it is taken)',
  body: registerSchema,
  response: { 202: registerAnswerSchema },
});

export const postAuthVerifyEmail = defineOperation({
  method: 'POST',
  path: '/api/auth/verify-email/',
  tags: ['auth'],
  summary: "The verification link's token: confirms the address and signs the user in",
  body: verifyEmailSchema,
  response: { 200: verifiedAnswerSchema },
});

export const postAuthVerifyEmailResend = defineOperation({
  method: 'POST',
  path: '/api/auth/verify-email/resend/',
  tags: ['auth'],
  summary: 'A new verification link for the signed-in user (three an hour)',
  response: { 200: okSchema },
});

export const postAuthUserChangeEmail = defineOperation({
  method: 'POST',
  path: '/api/auth/user/change-email/',
  tags: ['auth'],
  summary: 'Mails a confirmation link to a new address (the same answer when it is taken)',
  body: changeEmailSchema,
  response: { 202: okSchema },
});

export const postAuthEmailChangeConfirm = defineOperation({
  method: 'POST',
  path: '/api/auth/email-change/confirm/',
  tags: ['auth'],
  summary: "The new address's link: the account's e-mail changes and the old address is told",
  body: verifyEmailSchema,
  response: { 200: okSchema },
});

export const postAuthPasswordForgot = defineOperation({
  method: 'POST',
  path: '/api/auth/password/forgot/',
  tags: ['auth'],
  summary: 'Sends a password reset link; answers the same for known and unknown addresses',
  body: forgotPasswordSchema,
  response: { 202: okSchema },
});

export const postAuthPasswordResetCheck = defineOperation({
  method: 'POST',
  path: '/api/auth/password/reset/check/',
  tags: ['auth'],
  summary: 'Whether a reset link still works (unused and unexpired), without using it',
  body: linkCheckSchema,
  response: { 200: linkStateSchema },
});

export const postAuthPasswordReset = defineOperation({
  method: 'POST',
  path: '/api/auth/password/reset/',
  tags: ['auth'],
  summary: "The reset link's form: a new password, once; every session of the account ends",
  body: resetPasswordSchema,
  response: { 200: okSchema },
});

export const postAuthLogin = defineOperation({
  method: 'POST',
  path: '/api/auth/login/',
  tags: ['auth'],
  summary: 'Sign in with e-mail and password (throttled per IP and per account)',
  body: loginSchema,
  response: { 200: sessionAnswer },
});

export const getAuthUserProfile = defineOperation({
  method: 'GET',
  path: '/api/auth/user/profile/',
  tags: ['auth'],
  summary: 'The signed-in user, including liked_properties',
  response: { 200: profileSchema },
});

export const postAuthUserLogout = defineOperation({
  method: 'POST',
  path: '/api/auth/user/logout/',
  tags: ['auth'],
  summary: 'End the current session (the server forgets it)',
  response: { 200: okSchema },
});
