/**
 * What every category route shares: what the routes are registered over, the tree reference check, flat
 * GET parameters as typed values, the errors of the service, and who may call.
 */
import { STORES_APP_NAMESPACE, type TreeReference } from '@storefront-kit/wire/categories';
import type { Context, Hono } from 'hono';
import type { z } from 'zod';
import type { EmulatorContext } from '../context';
import { PlatformError } from '../core/platform-error';
import { validate } from '../http/payload';
import type { CategoryTree, StoredCategory } from './tree';

/** The categories routes are registered on `app`; `tree()` answers the current tree (it changes on reset). */
export interface CategoryRoutes {
  app: Hono;
  ctx: EmulatorContext;
  tree: () => CategoryTree;
}

/** A 400 application error of the categories service. */
export const refuse = (code: string, description: string): PlatformError => PlatformError.application(400, code, description);

/** 404 `CATEGORY_NOT_FOUND`. */
export const categoryNotFound = (id: string): PlatformError => PlatformError.notFound(`Category with id ${id} not found`, 'CATEGORY_NOT_FOUND');

/** The category `id`, else 404. */
export function requireCategory(tree: CategoryTree, id: string): StoredCategory {
  return (
    tree.get(id) ??
    (() => {
      throw categoryNotFound(id);
    })()
  );
}

/** Only the store's tree exists: another namespace, or a `treeKey`, is a 400 `NAMESPACE_NOT_FOUND_IN_DEV_CENTER`. */
function requireStoresTree(treeReference: TreeReference): void {
  if (treeReference.appNamespace !== STORES_APP_NAMESPACE || (treeReference.treeKey !== undefined && treeReference.treeKey !== null)) {
    throw refuse('NAMESPACE_NOT_FOUND_IN_DEV_CENTER', `No category tree ${JSON.stringify(treeReference)}: only { appNamespace: '@wix/stores' } exists`);
  }
}

const BOOLEANS = ['useCategoryArrangement', 'includeItemsFromSubcategories', 'returnNonVisibleCategories'];

/** Flat GET parameters with their booleans, `cursorPaging.limit` and repeated `fields` typed. */
function typedParams(payload: Record<string, unknown>): Record<string, unknown> {
  const out: Record<string, unknown> = { ...payload };
  for (const key of BOOLEANS) if (out[key] === 'true' || out[key] === 'false') out[key] = out[key] === 'true';
  if (typeof out.fields === 'string') out.fields = [out.fields];
  const paging = out.cursorPaging as Record<string, unknown> | undefined;
  if (paging && typeof paging === 'object' && typeof paging.limit === 'string' && /^\d+$/.test(paging.limit)) {
    out.cursorPaging = { ...paging, limit: Number(paging.limit) };
  }
  return out;
}

/** A read's request: flat GET parameters, or the JSON body of its POST fallback; the tree checked. */
export async function readRequest<T extends { treeReference: TreeReference }>(ctx: EmulatorContext, c: Context, schema: z.ZodType<T>): Promise<T> {
  ctx.requirePrincipal(c);
  const request = c.req.method === 'GET' || c.req.method === 'DELETE' ? validate(schema, typedParams(ctx.queryPayload(c))) : await ctx.parseBody(c, schema);
  requireStoresTree(request.treeReference);
  return request;
}

/** A merchant's write request (else 401/403): the JSON body, the tree checked. */
export async function writeRequest<T extends { treeReference: TreeReference }>(ctx: EmulatorContext, c: Context, schema: z.ZodType<T>): Promise<T> {
  ctx.requireMerchant(c);
  const request = c.req.method === 'DELETE' ? validate(schema, typedParams(ctx.queryPayload(c))) : await ctx.parseBody(c, schema);
  requireStoresTree(request.treeReference);
  return request;
}
