/**
 * A namespace object of endpoint functions that take a client first, e.g. `currentCart` from
 * `@storefront-kit/ecom-cart`. Non-function members are passed through unchanged.
 *
 * @example
 * ```ts
 * import type { Module, RequestClient } from '@storefront-kit/http-core';
 * const greetings = { hello: (client: RequestClient, name: string) => `hello ${name}` } satisfies Module;
 * ```
 */
export type Module = object;

/**
 * A module with the client bound: `(client, ...args) => R` becomes `(...args) => R`.
 *
 * @example
 * ```ts
 * import type { BoundModule, RequestClient } from '@storefront-kit/http-core';
 * declare const cart: { getCurrentCart(client: RequestClient, opts?: { signal?: AbortSignal }): Promise<unknown> };
 * type Bound = BoundModule<typeof cart>; // { getCurrentCart(opts?: { signal?: AbortSignal }): Promise<unknown> }
 * ```
 */
export type BoundModule<M> = {
  [K in keyof M]: M[K] extends (client: never, ...args: infer A) => infer R ? (...args: A) => R : M[K];
};

/**
 * Every module of a `modules` option, bound.
 *
 * @example
 * ```ts
 * import type { BoundModules, RequestClient } from '@storefront-kit/http-core';
 * declare const products: { getProduct(client: RequestClient, id: string): Promise<unknown> };
 * type Bound = BoundModules<{ products: typeof products }>; // { products: { getProduct(id: string): ... } }
 * ```
 */
export type BoundModules<M> = { [K in keyof M]: BoundModule<M[K]> };

/**
 * Binds a namespace of functions to their first argument: `(target, ...args) => R` becomes
 * `(...args) => R`, other members are copied as they are. `createClient({ modules })` binds each module
 * to the client this way; identity-oauth's `FullOAuthStrategy` binds its flows to the strategy.
 *
 * @param client - what every function gets as its first argument (a client, a strategy)
 * @param mod - the namespace object
 * @returns a new object with the same keys, each function bound (cast it to `BoundModule<typeof mod>`)
 * @example
 * ```ts
 * import { bindModule, type BoundModule } from '@storefront-kit/http-core';
 * const greetings = { hello: (who: { name: string }, greeting: string) => `${greeting} ${who.name}` };
 * const bound = bindModule({ name: 'Ann' }, greetings) as BoundModule<typeof greetings>;
 * bound.hello('hi'); // 'hi Ann'
 * ```
 */
export function bindModule(client: unknown, mod: object): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const [k, v] of Object.entries(mod)) {
    out[k] = typeof v === 'function' ? (...args: unknown[]) => v(client, ...args) : v;
  }
  return out;
}
