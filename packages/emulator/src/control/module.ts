/**
 * The control API under `/__emulator/`: reset, request log (also live, as server-sent events), carts
 * (with their cart V2 view), categories, outbox, webhook subscriptions, deliveries and redelivery,
 * service-plugin calls, fault rules, clock, public key, health and configuration. Not a platform API:
 * answers are plain JSON, errors `{ message }` with status 400/404 (502 when a service-plugin endpoint
 * cannot be reached). The dashboard is a client of these routes only. The routes about the emulator
 * itself (status, clock, outbox) have their file here; a domain's own control routes live with the
 * domain (`../cart/control-routes.ts`, `../categories/control-routes.ts`, `../request-log/routes.ts`,
 * `../webhooks/routes.ts`, `../webhooks/service-plugin-routes.ts`, `../faults/routes.ts`).
 */
import type { EmulatorContext, EmulatorModule } from '../context';
import type { CoreInternals } from '../core/internals';
import { registerCartRoutes } from '../cart/control-routes';
import { registerCategoryControlRoutes } from '../categories/control-routes';
import { registerClockRoutes } from './clock';
import { registerFaultRoutes } from '../faults/routes';
import type { ControlRoutes } from './kit';
import { registerOutboxRoutes } from './outbox';
import { registerRequestLogRoutes } from '../request-log/routes';
import { registerServicePluginRoutes } from '../webhooks/service-plugin-routes';
import { registerStatusRoutes } from './status';
import { registerWebhookRoutes } from '../webhooks/routes';

/** The core state behind a context, `services.core` (throws for a context the core did not build, e.g. a test fake). */
function coreOf(ctx: EmulatorContext): CoreInternals {
  const core = ctx.services.core;
  if (!core) throw new Error('This EmulatorContext was not created by startEmulator');
  return core;
}

/** Registers the control API. */
export const controlModule: EmulatorModule = (app, ctx) => {
  const routes: ControlRoutes = { app, ctx, core: coreOf(ctx) };
  registerStatusRoutes(routes);
  registerRequestLogRoutes(routes);
  registerCartRoutes(routes);
  registerCategoryControlRoutes(routes);
  registerOutboxRoutes(routes);
  registerWebhookRoutes(routes);
  registerServicePluginRoutes(routes);
  registerFaultRoutes(routes);
  registerClockRoutes(routes);
};
