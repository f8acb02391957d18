/**
 * Internal (not exported: the public functions are the API): the endpoints of the 18 current cart V2 calls as data.
 * Like the V1 current cart, each reads its own writes (`readYourWrites`): in `split` host mode the GETs
 * (`/ecom/v2/carts/current`, `…/upsell-options`) go to the api host, never the read-only host, so a read
 * right after a write sees it. Public path: `/ecom` + path. `calculate` and `estimate` only compute unless
 * the body asks `refreshCart: true`, which first re-reads the catalogue's prices and stock into the
 * cart (a write, like `refresh`): each has two endpoints, the read declared `idempotent` (http-core
 * retries it like a GET) and the refreshing one sent once, like every other POST here.
 */
import { defineEndpoint, type Endpoint, type HttpMethod } from '@storefront-kit/http-core';
import { SDK } from '../sdk';

const BASE = '/v2/carts/current';

const endpoint = (method: HttpMethod, path = ''): Endpoint => defineEndpoint({ method, path: BASE + path, prefix: '/ecom', readYourWrites: true, sdk: SDK });
/** A read the platform serves as a POST: `idempotent`, so http-core retries it like a GET. */
const postRead = (path: string): Endpoint => ({ ...endpoint('POST', path), idempotent: true });

/** `GET /ecom/v2/carts/current`. */
export const GET_CART = /* @__PURE__ */ endpoint('GET');
/** `POST /ecom/v2/carts/current`. */
export const CREATE_CART = /* @__PURE__ */ endpoint('POST');
/** `PATCH /ecom/v2/carts/current`. */
export const UPDATE_CART = /* @__PURE__ */ endpoint('PATCH');
/** `DELETE /ecom/v2/carts/current`. */
export const DELETE_CART = /* @__PURE__ */ endpoint('DELETE');
/** `POST /ecom/v2/carts/current/refresh`. */
export const REFRESH = /* @__PURE__ */ endpoint('POST', '/refresh');
/** `POST /ecom/v2/carts/current/calculate` without `refreshCart`: a read, retried. */
export const CALCULATE = /* @__PURE__ */ postRead('/calculate');
/** `POST /ecom/v2/carts/current/calculate` with `refreshCart: true`: refreshes the cart first, sent once. */
export const CALCULATE_REFRESHING = /* @__PURE__ */ endpoint('POST', '/calculate');
/** `POST /ecom/v2/carts/current/estimate` without `refreshCart`: a read, retried. */
export const ESTIMATE = /* @__PURE__ */ postRead('/estimate');
/** `POST /ecom/v2/carts/current/estimate` with `refreshCart: true`: refreshes the cart first, sent once. */
export const ESTIMATE_REFRESHING = /* @__PURE__ */ endpoint('POST', '/estimate');
/** `POST /ecom/v2/carts/current/add-line-items`. */
export const ADD_LINE_ITEMS = /* @__PURE__ */ endpoint('POST', '/add-line-items');
/** `POST /ecom/v2/carts/current/remove-line-items`. */
export const REMOVE_LINE_ITEMS = /* @__PURE__ */ endpoint('POST', '/remove-line-items');
/** `POST /ecom/v2/carts/current/update-line-items`. */
export const UPDATE_LINE_ITEMS = /* @__PURE__ */ endpoint('POST', '/update-line-items');
/** `POST /ecom/v2/carts/current/add-coupon`. */
export const ADD_COUPON = /* @__PURE__ */ endpoint('POST', '/add-coupon');
/** `POST /ecom/v2/carts/current/remove-coupon`. */
export const REMOVE_COUPON = /* @__PURE__ */ endpoint('POST', '/remove-coupon');
/** `POST /ecom/v2/carts/current/set-delivery-method`. */
export const SET_DELIVERY_METHOD = /* @__PURE__ */ endpoint('POST', '/set-delivery-method');
/** `POST /ecom/v2/carts/current/remove-delivery-method`. */
export const REMOVE_DELIVERY_METHOD = /* @__PURE__ */ endpoint('POST', '/remove-delivery-method');
/** `POST /ecom/v2/carts/current/add-gift-card`. */
export const ADD_GIFT_CARD = /* @__PURE__ */ endpoint('POST', '/add-gift-card');
/** `POST /ecom/v2/carts/current/remove-gift-card`. */
export const REMOVE_GIFT_CARD = /* @__PURE__ */ endpoint('POST', '/remove-gift-card');
/** `POST /ecom/v2/carts/current/update-forms-submission`. */
export const UPDATE_FORM_SUBMISSIONS = /* @__PURE__ */ endpoint('POST', '/update-forms-submission');
/** `GET /ecom/v2/carts/current/upsell-options`. */
export const UPSELL_OPTIONS = /* @__PURE__ */ endpoint('GET', '/upsell-options');
