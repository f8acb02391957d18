/**
 * What the control API's route groups share: the path prefix, and its error answers (`{ message }` with
 * 400/404, 502 when a service-plugin endpoint cannot be reached), not the platform's error format.
 */
import type { Context, Hono } from 'hono';
import type { EmulatorContext } from '../context';
import type { CoreInternals } from '../core/internals';

/** Where the control API lives. */
export const PREFIX = '/__emulator';

/** A control route group is registered on `app`, over the context and the core state. */
export interface ControlRoutes {
  app: Hono;
  ctx: EmulatorContext;
  core: CoreInternals;
}

/** Bad input to a control route: answered as `{ message }` with its status. */
export class ControlError extends Error {
  constructor(
    message: string,
    readonly status: 400 | 404 | 502 = 400,
  ) {
    super(message);
  }
}

/** The JSON body (`{}` when empty), else a 400. */
export async function readJson(c: Context): Promise<unknown> {
  const text = await c.req.text();
  if (text.trim() === '') return {};
  try {
    return JSON.parse(text) as unknown;
  } catch {
    throw new ControlError('Body must be JSON');
  }
}

/** Runs a control handler, answering `{message}` with 400/404 for bad input (a `TypeError` or `RangeError` is a 400). */
export function guarded(handler: (c: Context) => Response | Promise<Response>) {
  return async (c: Context) => {
    try {
      return await handler(c);
    } catch (error) {
      if (error instanceof ControlError) return c.json({ message: error.message }, error.status);
      if (error instanceof TypeError || error instanceof RangeError) return c.json({ message: error.message }, 400);
      throw error;
    }
  };
}

/** `value` when it is a finite number, else a 400 naming it. */
export function finiteNumber(value: unknown, name: string): number {
  if (typeof value !== 'number' || !Number.isFinite(value)) throw new ControlError(`${name} must be a finite number`);
  return value;
}
