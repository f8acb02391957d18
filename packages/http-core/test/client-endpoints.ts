/** The endpoints and hosts the request client's tests (`src/client-*.test.ts`) call. */
import { defineEndpoint } from '../src/endpoint';

export const getProduct = defineEndpoint({ method: 'GET', path: '/v1/products/{id}', prefix: '/stores-reader' });
export const currentCart = defineEndpoint({ method: 'GET', path: '/v1/carts/current', prefix: '/ecom', readYourWrites: true });
export const addToCart = defineEndpoint({ method: 'POST', path: '/v1/carts/current/add-to-cart', prefix: '/ecom' });
export const hosts = { api: 'https://api.test', readOnly: 'https://ro.test', edge: 'https://edge.test' };
