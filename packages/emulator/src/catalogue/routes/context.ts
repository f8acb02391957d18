/** What the catalogue's route groups share: the app, the context, the current store, and request helpers. */
import type { Context, Hono } from 'hono';
import type { z } from 'zod';
import type { EmulatorContext } from '../../context';
import { validate } from '../../http/payload';
import type { Reader } from '../reads';
import type { CatalogueStore } from '../store';
import type { WriteEnv } from '../writes';

/** The catalogue's routes are registered on `app`; `store()` answers the current store (it changes on reset). */
export interface CatalogueRoutes {
  app: Hono;
  ctx: EmulatorContext;
  store: () => CatalogueStore;
}

const BOOLEAN_KEYS = ['includeMerchantSpecificData', 'includeVariants', 'includeHiddenProducts'];

/**
 * Flat query-string values as the types the schemas expect: booleans (`'true'`/`'false'`) and the
 * paging numbers (`query.paging.limit=10`, `query.cursorPaging.limit=10`). A `.r` payload is JSON
 * already and passes unchanged.
 */
export function coerceBooleans(payload: Record<string, unknown>): Record<string, unknown> {
  const out = { ...payload };
  for (const key of BOOLEAN_KEYS) {
    if (out[key] === 'true') out[key] = true;
    else if (out[key] === 'false') out[key] = false;
  }
  let query = out.query as Record<string, unknown> | undefined;
  for (const kind of ['paging', 'cursorPaging']) {
    const value = query?.[kind];
    if (!value || typeof value !== 'object') continue;
    const paging = { ...value } as Record<string, unknown>;
    for (const key of ['limit', 'offset']) {
      if (typeof paging[key] === 'string' && /^\d+$/.test(paging[key] as string)) paging[key] = Number(paging[key]);
    }
    out.query = query = { ...query, [kind]: paging };
  }
  return out;
}

/** Who reads: any caller (401 without one), a merchant sees hidden items. */
export function readerOf(ctx: EmulatorContext, c: Context): Reader {
  return { merchant: ctx.requirePrincipal(c).kind === 'merchant', now: ctx.now() };
}

/** Decodes a GET (`.r` or flat params) or POST-fallback body of a query endpoint. */
export async function queryRequest<T>(ctx: EmulatorContext, c: Context, schema: z.ZodType<T>): Promise<T> {
  return c.req.method === 'GET' ? validate(schema, coerceBooleans(ctx.queryPayload(c))) : ctx.parseBody(c, schema);
}

/** `includeMerchantSpecificData` needs a merchant (else 401/403); answers whether it was asked for. */
export function merchantDataAllowed(ctx: EmulatorContext, c: Context, wanted: boolean | undefined): boolean {
  if (wanted) ctx.requireMerchant(c);
  return wanted === true;
}

/** The surroundings of a write by a merchant (else 401/403); its events name the merchant. */
export function writeEnv(routes: CatalogueRoutes, c: Context): WriteEnv {
  const { ctx, store } = routes;
  const principal = ctx.requireMerchant(c);
  return { store: store(), now: ctx.now, newId: ctx.newId, emit: (event) => ctx.emit({ ...event, principal }) };
}
