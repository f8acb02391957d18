import type { HostKind } from '../http/hosts';
import { newId } from '../core/ids';
import { compilePathPattern, type PathPattern } from '../core/path-pattern';

/** Every {@link FaultKind}. */
export const FAULT_KINDS = ['latency', 'status', 'rate-limit', 'reset', 'lost', 'truncated', 'non-json', 'html', 'ignored'] as const;

/**
 * The kinds of fault the emulator can inject. `reset` drops the connection before the route runs;
 * `lost` lets the route run (its writes happen) and then drops the connection: the answer is lost
 * after the write; `truncated` sends half of the route's answer; `ignored` runs a route that leaves its
 * write out (`add-to-cart` answers the cart unchanged, as the platform answers an add it cannot honour).
 */
export type FaultKind = (typeof FAULT_KINDS)[number];

/** A fault rule as callers write it. */
export interface FaultRuleInput {
  /** HTTP method to match (any when absent). */
  method?: string;
  /** Path to match (after the host prefix is removed): a glob, or a regex source starting with `^`. */
  path: PathPattern;
  /** Host to match (any when absent). */
  host?: HostKind;
  kind: FaultKind;
  /** `status`: the status code (default 500). */
  status?: number;
  /** `latency`: delay before the request is handled (default 100 ms). */
  latencyMs?: number;
  /** `rate-limit`: the `Retry-After` value, seconds or an HTTP date (default `1`). */
  retryAfter?: number | string;
  /** Apply this many times, then stop (forever when absent). */
  times?: number;
  /** `status`, `non-json`, `html`: the body to send instead of the default (objects are sent as JSON). */
  body?: unknown;
}

/** A fault rule as stored: with an id and the number of applications left. */
export interface FaultRule extends Omit<FaultRuleInput, 'path'> {
  id: string;
  path: string;
  /** Applications left (absent: unlimited). */
  remaining?: number;
  /** How often it was applied. */
  applied: number;
}

/** The fields a rule may have: anything else is a typo (`ms` for `latencyMs`) that would silently do nothing. */
const RULE_FIELDS = ['method', 'path', 'host', 'kind', 'status', 'latencyMs', 'retryAfter', 'times', 'body'];
/** What a listed rule adds; accepted and ignored, so a listed rule can be sent back as it is. */
const STORED_FIELDS = ['id', 'applied', 'remaining'];

interface CompiledRule {
  rule: FaultRule;
  matches: (path: string) => boolean;
}

/** Checks a rule written by a caller; throws a `TypeError` naming the problem. */
function checkFaultRule(input: unknown): FaultRuleInput {
  if (typeof input !== 'object' || input === null) throw new TypeError('A fault rule must be an object');
  const rule = input as Record<string, unknown>;
  const unknown = Object.keys(rule).filter((key) => !RULE_FIELDS.includes(key) && !STORED_FIELDS.includes(key));
  if (unknown.length) throw new TypeError(`Unknown fault field ${unknown.join(', ')}: a rule takes ${RULE_FIELDS.join(', ')}`);
  if (typeof rule.path !== 'string' && !(rule.path instanceof RegExp)) throw new TypeError('fault.path must be a string');
  if (!FAULT_KINDS.includes(rule.kind as FaultKind)) {
    throw new TypeError(`fault.kind must be one of ${FAULT_KINDS.join(', ')}`);
  }
  if (rule.method !== undefined && typeof rule.method !== 'string') throw new TypeError('fault.method must be a string');
  if (rule.host !== undefined && !['api', 'readOnly', 'edge'].includes(rule.host as string)) {
    throw new TypeError('fault.host must be api, readOnly or edge');
  }
  if (rule.status !== undefined && !(Number.isInteger(rule.status) && (rule.status as number) >= 200 && (rule.status as number) <= 599)) {
    throw new TypeError('fault.status must be an HTTP status code');
  }
  if (rule.latencyMs !== undefined && !(typeof rule.latencyMs === 'number' && rule.latencyMs >= 0)) {
    throw new TypeError('fault.latencyMs must be a non-negative number');
  }
  if (rule.times !== undefined && !(Number.isInteger(rule.times) && (rule.times as number) > 0)) {
    throw new TypeError('fault.times must be a positive integer');
  }
  if (rule.retryAfter !== undefined && typeof rule.retryAfter !== 'number' && typeof rule.retryAfter !== 'string') {
    throw new TypeError('fault.retryAfter must be seconds or an HTTP date');
  }
  compilePathPattern(rule.path as PathPattern);
  return rule as unknown as FaultRuleInput;
}

/** The active fault rules, matched in the order they were added. */
export class FaultSet {
  #rules: CompiledRule[] = [];

  /** Adds rules (validated) and returns them as stored. */
  add(inputs: readonly FaultRuleInput[]): FaultRule[] {
    const added = inputs.map((input) => {
      const checked = checkFaultRule(input);
      // A listed rule's id and counters are not kept: the rule starts afresh.
      const {
        path,
        times,
        id: _id,
        applied: _applied,
        remaining: _remaining,
        ...rest
      } = checked as FaultRuleInput & { id?: unknown; applied?: unknown; remaining?: unknown };
      const rule: FaultRule = {
        ...rest,
        id: newId(),
        path: path instanceof RegExp ? `^${path.source.replace(/^\^/, '')}` : path,
        applied: 0,
      };
      if (times !== undefined) rule.times = times;
      if (times !== undefined) rule.remaining = times;
      if (rule.method) rule.method = rule.method.toUpperCase();
      return { rule, matches: compilePathPattern(path) };
    });
    this.#rules.push(...added);
    return added.map((compiled) => ({ ...compiled.rule }));
  }

  /** Replaces every rule. */
  set(inputs: readonly FaultRuleInput[]): FaultRule[] {
    const previous = this.#rules;
    this.#rules = [];
    try {
      return this.add(inputs);
    } catch (error) {
      this.#rules = previous;
      throw error;
    }
  }

  /** Removes one rule; `false` when there is none with that id. */
  remove(id: string): boolean {
    const before = this.#rules.length;
    this.#rules = this.#rules.filter((compiled) => compiled.rule.id !== id);
    return this.#rules.length !== before;
  }

  /** Removes every rule. */
  clear(): void {
    this.#rules = [];
  }

  /** Snapshot of the rules. */
  list(): FaultRule[] {
    return this.#rules.map((compiled) => ({ ...compiled.rule }));
  }

  /**
   * The first rule matching the request, counted as applied (a rule with `times` left at 0 is dropped).
   * Latency rules do not stop the search for a second, non-latency rule: both are returned.
   */
  take(method: string, path: string, host: HostKind): { latency?: FaultRule; fault?: FaultRule } {
    const found: { latency?: FaultRule; fault?: FaultRule } = {};
    for (const compiled of [...this.#rules]) {
      const { rule } = compiled;
      if (rule.method && rule.method !== method.toUpperCase()) continue;
      if (rule.host && rule.host !== host) continue;
      if (!compiled.matches(path)) continue;
      const slot = rule.kind === 'latency' ? 'latency' : 'fault';
      if (found[slot]) continue;
      rule.applied++;
      if (rule.remaining !== undefined) {
        rule.remaining--;
        if (rule.remaining <= 0) this.remove(rule.id);
      }
      found[slot] = { ...rule };
      if (found.latency && found.fault) break;
    }
    return found;
  }
}
