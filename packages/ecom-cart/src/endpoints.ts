/**
 * Internal (not exported: the public functions are the API): the nine current-cart endpoints as data.
 * Each reads its own writes (`readYourWrites`): in `split` host mode the cart's GET goes to the api host,
 * never the read-only host, so it sees the visitor's own writes; in `edge` mode everything goes to the
 * edge host, as the wire contract says. Public path: `/ecom` + path. `estimate-totals` only computes (the
 * cart is left as it is): it declares `idempotent`, so http-core retries it like a GET; the other POSTs
 * write and are sent once.
 */
import { defineEndpoint, type Endpoint, type HttpMethod } from '@storefront-kit/http-core';
import { SDK } from './sdk';

const BASE = '/v1/carts/current';

const endpoint = (method: HttpMethod, path = ''): Endpoint => defineEndpoint({ method, path: BASE + path, prefix: '/ecom', readYourWrites: true, sdk: SDK });
/** A read the platform serves as a POST: `idempotent`, so http-core retries it like a GET. */
const postRead = (path: string): Endpoint => ({ ...endpoint('POST', path), idempotent: true });

/** `GET /ecom/v1/carts/current`. */
export const GET_CART = /* @__PURE__ */ endpoint('GET');
/** `PATCH /ecom/v1/carts/current`. */
export const UPDATE_CART = /* @__PURE__ */ endpoint('PATCH');
/** `DELETE /ecom/v1/carts/current`. */
export const DELETE_CART = /* @__PURE__ */ endpoint('DELETE');
/** `POST /ecom/v1/carts/current/add-to-cart`. */
export const ADD_TO_CART = /* @__PURE__ */ endpoint('POST', '/add-to-cart');
/** `POST /ecom/v1/carts/current/remove-line-items`. */
export const REMOVE_LINE_ITEMS = /* @__PURE__ */ endpoint('POST', '/remove-line-items');
/** `POST /ecom/v1/carts/current/update-line-items-quantity`. */
export const UPDATE_QUANTITY = /* @__PURE__ */ endpoint('POST', '/update-line-items-quantity');
/** `POST /ecom/v1/carts/current/remove-coupon`. */
export const REMOVE_COUPON = /* @__PURE__ */ endpoint('POST', '/remove-coupon');
/** `POST /ecom/v1/carts/current/estimate-totals`: a read, retried. */
export const ESTIMATE_TOTALS = /* @__PURE__ */ postRead('/estimate-totals');
/** `POST /ecom/v1/carts/current/create-checkout`. */
export const CREATE_CHECKOUT = /* @__PURE__ */ endpoint('POST', '/create-checkout');
