// The wire types of the OAuth token endpoint (`POST /oauth2/token`).

/** Anonymous grant: a new visitor. @group Types */
export interface AnonymousTokenRequest {
  clientId: string;
  grantType: 'anonymous';
}

/** Refresh grant: a new access token (and a rotated refresh token). @group Types */
export interface RefreshTokenRequest {
  /** Omitted by some clients (site-session auth). */
  clientId?: string;
  grantType: 'refresh_token';
  refreshToken: string;
}

/** Authorization-code grant (PKCE): member tokens. @group Types */
export interface AuthorizationCodeTokenRequest {
  clientId: string;
  grantType: 'authorization_code';
  code: string;
  codeVerifier: string;
  /** When given it must equal the auth request's `redirectUri` exactly. */
  redirectUri?: string;
}

/**
 * External-login grant (snake_case on the wire). Sent with `Authorization: <accessToken>,<apiKey>`.
 *
 * @group Types
 */
export interface AuthorizedClientTokenRequest {
  grant_type: 'authorized_client';
  scope?: 'offline_access';
  member_id: string;
  /** Session token from `sign-on`, for the "with session" variant. */
  session_token?: string;
}

/** Any body of `POST /oauth2/token`. @group Types */
export type TokenRequest = AnonymousTokenRequest | RefreshTokenRequest | AuthorizationCodeTokenRequest | AuthorizedClientTokenRequest;

/** Every {@link GrantType}. @group Types */
export const GRANT_TYPES = ['anonymous', 'refresh_token', 'authorization_code', 'authorized_client'] as const;

/** The grant types of {@link TokenRequest}. @group Types */
export type GrantType = (typeof GRANT_TYPES)[number];

/** Successful answer of the token endpoint. @group Types */
export interface TokenResponse {
  access_token: string;
  refresh_token: string;
  /** Lifetime of the access token in seconds. */
  expires_in: number;
  token_type: 'Bearer';
  scope?: string;
}

/** OAuth-style error answer of the token endpoint. @group Types */
export interface TokenErrorResponse {
  error: 'invalid_request' | 'invalid_client' | 'invalid_grant' | 'unauthorized_client' | 'unsupported_grant_type' | 'invalid_scope';
  error_description?: string;
}
