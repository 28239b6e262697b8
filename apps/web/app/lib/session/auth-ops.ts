import type * as ops from '@estate/shared/contracts/auth';
import { endpoint } from '@estate/shared/contracts/client';

/** The account operations the browser calls (views of `@estate/shared/contracts/auth`, no schemas). */
export const authOps = {
  login: endpoint<typeof ops.postAuthLogin>('POST', '/api/auth/login/'),
  register: endpoint<typeof ops.postAuthRegister>('POST', '/api/auth/register/'),
  forgotPassword: endpoint<typeof ops.postAuthPasswordForgot>('POST', '/api/auth/password/forgot/'),
  resetPassword: endpoint<typeof ops.postAuthPasswordReset>('POST', '/api/auth/password/reset/'),
  resetCheck: endpoint<typeof ops.postAuthPasswordResetCheck>('POST', '/api/auth/password/reset/check/'),
  verifyEmail: endpoint<typeof ops.postAuthVerifyEmail>('POST', '/api/auth/verify-email/'),
  resendVerification: endpoint<typeof ops.postAuthVerifyEmailResend>('POST', '/api/auth/verify-email/resend/'),
  changeEmail: endpoint<typeof ops.postAuthUserChangeEmail>('POST', '/api/auth/user/change-email/'),
  confirmEmailChange: endpoint<typeof ops.postAuthEmailChangeConfirm>('POST', '/api/auth/email-change/confirm/'),
  profile: endpoint<typeof ops.getAuthUserProfile>('GET', '/api/auth/user/profile/'),
  logout: endpoint<typeof ops.postAuthUserLogout>('POST', '/api/auth/user/logout/'),
};
