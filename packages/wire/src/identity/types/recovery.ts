// The wire types of password recovery and e-mail verification.
import type { VerificationTarget } from './enums';

/** `POST /_api/iam/recovery/v1/send-email`. @group Types */
export interface SendRecoveryEmailRequest {
  email: string;
  language?: string;
  /** Where the e-mail's link leads (the app's reset page). */
  redirect?: { url?: string; clientId?: string };
}

/** `POST /_api/iam/recovery/v1/activation-email`. @group Types */
export interface SendActivationEmailRequest {
  identityId: string;
  emailOptions?: { language?: string; redirect?: { url?: string; clientId?: string } };
}

/** `POST /_api/iam/recovery/v1/recover`. @group Types */
export interface RecoverRequest {
  recoveryToken: string;
  password?: string;
}

/** `POST /_api/iam/verification/v1/start`. @group Types */
export interface StartVerificationRequest {
  identityId?: string;
  target?: VerificationTarget;
}

/** Answer of `verification/v1/start`. @group Types */
export interface StartVerificationResponse {
  verificationId: string;
}

/** `POST /_api/iam/verification/v1/auth/verify`. @group Types */
export interface VerifyDuringAuthenticationRequest {
  code: string;
  stateToken: string;
}

/** `POST /_api/iam/verification/v1/auth/resend`. @group Types */
export interface ResendDuringAuthenticationRequest {
  stateToken: string;
}
