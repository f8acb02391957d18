/**
 * The categories service's endpoints as data, at the paths and with the methods the official SDK uses
 * (`/categories` + the internal `/v1/categories…` and `/v1/bulk/categories…`). GETs carry flat dotted
 * parameters; query, search and count are POSTs, reads all the same: they declare `idempotent`, so
 * http-core retries them like GETs (a write never does).
 */
import { defineEndpoint, type Endpoint, type HttpMethod } from '@storefront-kit/http-core';
import { SDK } from './sdk';

const ep = <P extends string>(method: HttpMethod, path: P, idempotent?: true): Endpoint<P> =>
  defineEndpoint({ method, path, prefix: '/categories', idempotent, sdk: SDK });

// ---- reads
export const GET_CATEGORY = /* @__PURE__ */ ep('GET', '/v1/categories/{categoryId}');
export const GET_CATEGORY_BY_SLUG = /* @__PURE__ */ ep('GET', '/v1/categories/slug/{slug}');
export const QUERY_CATEGORIES = /* @__PURE__ */ ep('POST', '/v1/categories/query', true);
export const SEARCH_CATEGORIES = /* @__PURE__ */ ep('POST', '/v1/categories/search', true);
export const COUNT_CATEGORIES = /* @__PURE__ */ ep('POST', '/v1/categories/count', true);
export const LIST_ITEMS = /* @__PURE__ */ ep('GET', '/v1/categories/{categoryId}/list-items');
export const LIST_CATEGORIES_FOR_ITEM = /* @__PURE__ */ ep('GET', '/v1/categories/list-categories-for-item');
/** A POST: the items cannot travel as flat parameters (the official module's GET drops them). */
export const LIST_CATEGORIES_FOR_ITEMS = /* @__PURE__ */ ep('POST', '/v1/categories/list-categories-for-items', true);
export const LIST_TREES = /* @__PURE__ */ ep('GET', '/v1/categories/list-trees');
export const GET_ARRANGED_ITEMS = /* @__PURE__ */ ep('GET', '/v1/categories/{categoryId}/arranged-items');

// ---- writes
export const CREATE_CATEGORY = /* @__PURE__ */ ep('POST', '/v1/categories');
export const UPDATE_CATEGORY = /* @__PURE__ */ ep('PATCH', '/v1/categories/{categoryId}');
export const DELETE_CATEGORY = /* @__PURE__ */ ep('DELETE', '/v1/categories/{categoryId}');
export const MOVE_CATEGORY = /* @__PURE__ */ ep('POST', '/v1/categories/{categoryId}/move');
export const UPDATE_VISIBILITY = /* @__PURE__ */ ep('PATCH', '/v1/categories/visibility');
export const SET_ARRANGED_ITEMS = /* @__PURE__ */ ep('POST', '/v1/categories/{categoryId}/set-arranged-items');
export const BULK_UPDATE = /* @__PURE__ */ ep('POST', '/v1/bulk/categories/update');
export const BULK_SHOW = /* @__PURE__ */ ep('POST', '/v1/bulk/categories/show');
export const BULK_ADD_ITEMS = /* @__PURE__ */ ep('POST', '/v1/bulk/categories/{categoryId}/add-items');
export const BULK_REMOVE_ITEMS = /* @__PURE__ */ ep('POST', '/v1/bulk/categories/{categoryId}/remove-items');
export const BULK_ADD_ITEM = /* @__PURE__ */ ep('POST', '/v1/bulk/categories/add-item');
export const BULK_REMOVE_ITEM = /* @__PURE__ */ ep('POST', '/v1/bulk/categories/remove-item');
export const BULK_SET_ITEM_CATEGORIES = /* @__PURE__ */ ep('POST', '/v1/bulk/categories/set-item-categories');
