/**
 * `POST /oauth2/token`: anonymous, refresh_token (rotating), authorization_code (PKCE S256) and
 * authorized_client grants. JSON or `application/x-www-form-urlencoded` bodies. Errors are OAuth-style
 * `{ error, error_description }`. Also provides `ctx.services.tokens` (access-token resolution).
 */
import type { Context } from 'hono';
import {
  anonymousTokenRequestSchema,
  authorizationCodeTokenRequestSchema,
  authorizedClientTokenRequestSchema,
  refreshTokenRequestSchema,
} from '@storefront-kit/wire/identity/schemas';
import type { TokenResponse } from '@storefront-kit/wire/identity';
import type { z } from 'zod';
import type { EmulatorContext, EmulatorModule } from '../context';
import { identityState, type IdentityState } from './state';
import { TokenGrantError } from './token-store';

async function readTokenBody(c: Context): Promise<Record<string, unknown>> {
  const text = await c.req.text();
  const type = c.req.header('content-type') ?? '';
  if (type.includes('application/x-www-form-urlencoded')) return Object.fromEntries(new URLSearchParams(text));
  if (text.trim() === '') return {};
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch {
    throw new TokenGrantError(400, 'invalid_request', 'Request body is not valid JSON');
  }
  if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed)) {
    throw new TokenGrantError(400, 'invalid_request', 'Request body must be a JSON object');
  }
  return parsed as Record<string, unknown>;
}

function parse<T>(schema: z.ZodType<T>, body: unknown): T {
  const result = schema.safeParse(body);
  if (!result.success) {
    const issue = result.error.issues[0];
    const field = issue?.path.join('.') || 'body';
    throw new TokenGrantError(400, 'invalid_request', `Invalid ${field}: ${issue?.message ?? 'invalid value'}`);
  }
  return result.data;
}

function checkClient(ctx: EmulatorContext, clientId: string | undefined): void {
  if (clientId !== undefined && clientId !== ctx.options.clientId) {
    throw new TokenGrantError(400, 'invalid_client', 'Unknown clientId');
  }
}

/** `anonymous`: a visitor's tokens. */
function anonymousGrant(ctx: EmulatorContext, state: IdentityState, body: Record<string, unknown>): TokenResponse {
  const request = parse(anonymousTokenRequestSchema, body);
  checkClient(ctx, request.clientId);
  return state.tokens.anonymous(request.clientId);
}

/** `refresh_token`: rotates the refresh token. */
function refreshGrant(ctx: EmulatorContext, state: IdentityState, body: Record<string, unknown>): TokenResponse {
  const request = parse(refreshTokenRequestSchema, body);
  checkClient(ctx, request.clientId);
  return state.tokens.refresh(request.refreshToken, ctx.options.clientId);
}

/** `authorization_code` (PKCE): a member's tokens; the visitor's cart goes to the member. */
function authorizationCodeGrant(ctx: EmulatorContext, state: IdentityState, body: Record<string, unknown>): TokenResponse {
  const request = parse(authorizationCodeTokenRequestSchema, body);
  checkClient(ctx, request.clientId);
  const { tokens, binding } = state.tokens.exchangeCode(request);
  if (binding.visitorId) ctx.memberLoggedIn(binding.visitorId, binding.memberId);
  return tokens;
}

/** `authorized_client`: a member's tokens for a server holding the API key (and maybe the visitor's token). */
function authorizedClientGrant(c: Context, ctx: EmulatorContext, state: IdentityState, body: Record<string, unknown>): TokenResponse {
  const request = parse(authorizedClientTokenRequestSchema, body);
  // `Authorization: <access token>,<API key>` (the token part may be empty).
  const parts = (c.req.header('authorization') ?? '').split(',').map((part) => part.trim());
  const apiKey = parts.at(-1);
  if (apiKey !== ctx.options.apiKey) {
    throw new TokenGrantError(401, 'invalid_client', 'authorized_client requires the API key in the Authorization header');
  }
  const caller = parts.length > 1 ? state.tokens.resolve(parts[0] ?? '') : undefined;
  const visitor = typeof caller === 'object' ? caller : undefined;
  const account = state.flows.accounts.byId(request.member_id);
  if (!account) throw new TokenGrantError(400, 'invalid_grant', 'Unknown member_id');
  if (request.session_token !== undefined && state.flows.session(request.session_token)?.memberId !== account.id) {
    throw new TokenGrantError(400, 'invalid_grant', 'session_token is not a live session of this member');
  }
  const tokens = state.tokens.issue({ visitorId: visitor?.visitorId ?? ctx.newId(), memberId: account.id }, ctx.options.clientId);
  if (visitor?.kind === 'visitor') ctx.memberLoggedIn(visitor.visitorId, account.id);
  return tokens;
}

/** Answers a token request by its `grantType` (or `grant_type`). */
async function grant(c: Context, ctx: EmulatorContext, state: IdentityState): Promise<TokenResponse> {
  const body = await readTokenBody(c);
  const grantType = body.grantType ?? body.grant_type;
  switch (grantType) {
    case 'anonymous':
      return anonymousGrant(ctx, state, body);
    case 'refresh_token':
      return refreshGrant(ctx, state, body);
    case 'authorization_code':
      return authorizationCodeGrant(ctx, state, body);
    case 'authorized_client':
      return authorizedClientGrant(c, ctx, state, body);
    case undefined:
      throw new TokenGrantError(400, 'invalid_request', 'grantType is required');
    default:
      throw new TokenGrantError(400, 'unsupported_grant_type', `Unsupported grant type ${JSON.stringify(grantType)}`);
  }
}

/** Registers the token endpoint and the token service. */
export const tokensModule: EmulatorModule = (app, ctx) => {
  const state = identityState(ctx);
  ctx.services.tokens = { resolve: (accessToken) => state.tokens.resolve(accessToken) };

  app.post('/oauth2/token', async (c) => {
    c.header('Cache-Control', 'no-store');
    try {
      return c.json(await grant(c, ctx, state));
    } catch (error) {
      if (error instanceof TokenGrantError) {
        return c.json({ error: error.error, error_description: error.description }, error.status);
      }
      throw error;
    }
  });
};
