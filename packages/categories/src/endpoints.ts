/**
 * The categories service's endpoints as data, at the paths and with the methods the official SDK uses
 * (`/categories` + the internal `/v1/categories…` and `/v1/bulk/categories…`). GETs carry flat dotted
 * parameters; query, search and count are POSTs.
 */
import { defineEndpoint, type Endpoint, type HttpMethod } from '@storefront-kit/http-core';
import { SDK } from './sdk';

const ep = <P extends string>(method: HttpMethod, path: P): Endpoint<P> => defineEndpoint({ method, path, prefix: '/categories', sdk: SDK });

const C = '/v1/categories';
const B = '/v1/bulk/categories';

// ---- reads
export const GET_CATEGORY = /* @__PURE__ */ ep('GET', `${C}/{categoryId}`);
export const GET_CATEGORY_BY_SLUG = /* @__PURE__ */ ep('GET', `${C}/slug/{slug}`);
export const QUERY_CATEGORIES = /* @__PURE__ */ ep('POST', `${C}/query`);
export const SEARCH_CATEGORIES = /* @__PURE__ */ ep('POST', `${C}/search`);
export const COUNT_CATEGORIES = /* @__PURE__ */ ep('POST', `${C}/count`);
export const LIST_ITEMS = /* @__PURE__ */ ep('GET', `${C}/{categoryId}/list-items`);
export const LIST_CATEGORIES_FOR_ITEM = /* @__PURE__ */ ep('GET', `${C}/list-categories-for-item`);
/** A POST: the items cannot travel as flat parameters (the official module's GET drops them). */
export const LIST_CATEGORIES_FOR_ITEMS = /* @__PURE__ */ ep('POST', `${C}/list-categories-for-items`);
export const LIST_TREES = /* @__PURE__ */ ep('GET', `${C}/list-trees`);
export const GET_ARRANGED_ITEMS = /* @__PURE__ */ ep('GET', `${C}/{categoryId}/arranged-items`);

// ---- writes
export const CREATE_CATEGORY = /* @__PURE__ */ ep('POST', C);
export const UPDATE_CATEGORY = /* @__PURE__ */ ep('PATCH', `${C}/{categoryId}`);
export const DELETE_CATEGORY = /* @__PURE__ */ ep('DELETE', `${C}/{categoryId}`);
export const MOVE_CATEGORY = /* @__PURE__ */ ep('POST', `${C}/{categoryId}/move`);
export const UPDATE_VISIBILITY = /* @__PURE__ */ ep('PATCH', `${C}/visibility`);
export const SET_ARRANGED_ITEMS = /* @__PURE__ */ ep('POST', `${C}/{categoryId}/set-arranged-items`);
export const BULK_UPDATE = /* @__PURE__ */ ep('POST', `${B}/update`);
export const BULK_SHOW = /* @__PURE__ */ ep('POST', `${B}/show`);
export const BULK_ADD_ITEMS = /* @__PURE__ */ ep('POST', `${B}/{categoryId}/add-items`);
export const BULK_REMOVE_ITEMS = /* @__PURE__ */ ep('POST', `${B}/{categoryId}/remove-items`);
export const BULK_ADD_ITEM = /* @__PURE__ */ ep('POST', `${B}/add-item`);
export const BULK_REMOVE_ITEM = /* @__PURE__ */ ep('POST', `${B}/remove-item`);
export const BULK_SET_ITEM_CATEGORIES = /* @__PURE__ */ ep('POST', `${B}/set-item-categories`);
