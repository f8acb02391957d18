/**
 * The emulator's resource limits beyond the request-body limit (`maxBodyBytes`): what the request log
 * keeps, how much of a service plugin's answer is read, and how large a GraphQL operation may be. Each
 * has a default; `startEmulator({ limits })` changes any of them.
 */

/**
 * The `limits` option of `startEmulator`; every field is optional.
 *
 * @example
 * ```ts
 * import { startEmulator } from '@storefront-kit/emulator';
 *
 * // A test of the app's handling of a refused GraphQL query, with a small alias budget.
 * const emulator = await startEmulator({ limits: { graphqlAliases: 5, requestLogBytes: 8 * 2 ** 20 } });
 * ```
 */
export interface EmulatorLimits {
  /** A logged request body larger than this (as JSON text) is kept truncated. Default 64 KiB (65536). */
  requestLogBodyBytes?: number;
  /** The request log drops its oldest entries past this many bytes in all. Default 64 MiB (67108864). */
  requestLogBytes?: number;
  /** A service plugin's answer larger than this is dropped and answered 502. Default 1 MiB (1048576). */
  servicePluginAnswerBytes?: number;
  /** The deepest field nesting of a GraphQL operation. Default 10. */
  graphqlDepth?: number;
  /** The most aliased fields a GraphQL operation may have (fragments counted where spread). Default 30. */
  graphqlAliases?: number;
  /** The most tokens a GraphQL document may have (graphql-js's `maxTokens`). Default 5000. */
  graphqlTokens?: number;
  /** The highest estimated cost (answer fields, see the README) of a GraphQL operation. Default 10000. */
  graphqlCost?: number;
}

/**
 * Every limit, resolved (`emulator`'s context holds them as `options.limits`).
 *
 * @example
 * ```ts
 * import { DEFAULT_LIMITS, type ResolvedLimits } from '@storefront-kit/emulator';
 *
 * const tighter: ResolvedLimits = { ...DEFAULT_LIMITS, graphqlCost: 1000 };
 * ```
 */
export type ResolvedLimits = Required<EmulatorLimits>;

/**
 * The defaults of {@link EmulatorLimits}.
 *
 * @example
 * ```ts
 * import { DEFAULT_LIMITS } from '@storefront-kit/emulator';
 *
 * console.log(DEFAULT_LIMITS.graphqlDepth); // 10
 * ```
 */
export const DEFAULT_LIMITS: Readonly<ResolvedLimits> = Object.freeze({
  requestLogBodyBytes: 64 * 1024,
  requestLogBytes: 64 * 2 ** 20,
  servicePluginAnswerBytes: 2 ** 20,
  graphqlDepth: 10,
  graphqlAliases: 30,
  graphqlTokens: 5000,
  graphqlCost: 10_000,
});

/** The limits with defaults applied; throws a `TypeError` for a value that is not a positive integer. */
export function resolveLimits(limits: EmulatorLimits = {}): ResolvedLimits {
  const resolved = { ...DEFAULT_LIMITS };
  for (const name of Object.keys(DEFAULT_LIMITS) as (keyof ResolvedLimits)[]) {
    const value = limits[name];
    if (value === undefined) continue;
    if (!(Number.isInteger(value) && value > 0)) throw new TypeError(`limits.${name} must be a positive integer, got ${String(value)}`);
    resolved[name] = value;
  }
  return resolved;
}
