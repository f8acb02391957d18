/**
 * The nine current-cart endpoints as data. Every one is marked `readYourWrites`, so the GET goes to the
 * api host (never the read-only host) and sees the visitor's own writes. Public path: `/ecom` + path.
 */
import { defineEndpoint, type Endpoint, type HttpMethod } from '@storefront-kit/http-core';

const BASE = '/v1/carts/current';

const endpoint = (method: HttpMethod, path = ''): Endpoint =>
  defineEndpoint({ method, path: BASE + path, prefix: '/ecom', readYourWrites: true });

/** `GET /ecom/v1/carts/current`. */
export const GET_CART = endpoint('GET');
/** `PATCH /ecom/v1/carts/current`. */
export const UPDATE_CART = endpoint('PATCH');
/** `DELETE /ecom/v1/carts/current`. */
export const DELETE_CART = endpoint('DELETE');
/** `POST /ecom/v1/carts/current/add-to-cart`. */
export const ADD_TO_CART = endpoint('POST', '/add-to-cart');
/** `POST /ecom/v1/carts/current/remove-line-items`. */
export const REMOVE_LINE_ITEMS = endpoint('POST', '/remove-line-items');
/** `POST /ecom/v1/carts/current/update-line-items-quantity`. */
export const UPDATE_QUANTITY = endpoint('POST', '/update-line-items-quantity');
/** `POST /ecom/v1/carts/current/remove-coupon`. */
export const REMOVE_COUPON = endpoint('POST', '/remove-coupon');
/** `POST /ecom/v1/carts/current/estimate-totals`. */
export const ESTIMATE_TOTALS = endpoint('POST', '/estimate-totals');
/** `POST /ecom/v1/carts/current/create-checkout`. */
export const CREATE_CHECKOUT = endpoint('POST', '/create-checkout');
