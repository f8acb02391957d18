/**
 * Control routes of service plugins: the registered endpoints (`service-plugins`), and the call that
 * reaches one as the platform does (a signed JWT), answering the app's reply. Only registered endpoints
 * are called, so the route is no proxy to any URL.
 */
import { callServicePlugin, type ServicePluginRegistration, ServicePluginRegistry } from './service-plugins';
import type { ServicePluginCall } from './hub';
import { ControlError, type ControlRoutes, guarded, PREFIX, readJson } from '../control/kit';

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);

/** The registration a `POST service-plugins` body asks for, else a 400 naming the bad field. */
function registrationOf(body: Record<string, unknown>): { componentType: string; url: string; appId?: string } {
  const { componentType, url, appId } = body;
  if (typeof componentType !== 'string' || componentType === '') throw new ControlError('componentType is required');
  if (typeof url !== 'string') throw new ControlError('url is required');
  if (appId !== undefined && typeof appId !== 'string') throw new ControlError('appId must be a string');
  return { componentType, url, ...(appId === undefined ? {} : { appId }) };
}

/** Whether `url` is the registered endpoint or a path under it (same origin). */
function withinRegistration(url: string, registration: ServicePluginRegistration): boolean {
  const target = new URL(url);
  const base = new URL(registration.url);
  const basePath = base.pathname.replace(/\/+$/, '');
  return target.origin === base.origin && (target.pathname === basePath || target.pathname.startsWith(`${basePath}/`));
}

/** The call a `service-plugins/call` body asks for, else a 400 (bad field) or 404 (no registered endpoint). */
function callOf(body: Record<string, unknown>, registry: ServicePluginRegistry, defaultAppId: string): ServicePluginCall {
  const { url, methodPath = '', componentType, request = {}, metadata, appId } = body;
  if (typeof componentType !== 'string' || componentType === '') throw new ControlError('componentType is required');
  if (typeof methodPath !== 'string' || (methodPath !== '' && !methodPath.startsWith('/'))) {
    throw new ControlError('methodPath must be a path starting with "/"');
  }
  if (metadata !== undefined && !isRecord(metadata)) throw new ControlError('metadata must be an object');
  if (appId !== undefined && typeof appId !== 'string') throw new ControlError('appId must be a string');
  if (url !== undefined && typeof url !== 'string') throw new ControlError('url must be a string');
  const registration = registry.find(componentType);
  if (!registration) {
    throw new ControlError(`No service plugin is registered for ${componentType}: register it with POST ${PREFIX}/service-plugins {componentType, url}`, 404);
  }
  const base = url ?? registration.url;
  const target = methodPath === '' ? base : `${base.replace(/\/+$/, '')}${methodPath}`;
  if (!withinRegistration(target, registration))
    throw new ControlError(`url must be the registered endpoint of ${componentType} (${registration.url}) or a path under it`);
  return {
    url: target,
    componentType,
    request,
    appId: appId ?? registration.appId ?? defaultAppId,
    ...(metadata ? { metadata } : {}),
  };
}

/** `GET`, `POST` and `DELETE service-plugins`, `DELETE service-plugins/:id`. */
function registerRegistrationRoutes({ app }: ControlRoutes, registry: ServicePluginRegistry): void {
  app.get(`${PREFIX}/service-plugins`, (c) => c.json({ servicePlugins: registry.list() }));
  app.post(
    `${PREFIX}/service-plugins`,
    guarded(async (c) => {
      const body = await readJson(c);
      if (!isRecord(body)) throw new ControlError('Body must be a JSON object');
      return c.json({ servicePlugin: registry.register(registrationOf(body)) }, 201);
    }),
  );
  app.delete(
    `${PREFIX}/service-plugins/:id`,
    guarded((c) => {
      if (!registry.remove(c.req.param('id') ?? '')) throw new ControlError('No such service plugin', 404);
      return c.json({});
    }),
  );
  app.delete(`${PREFIX}/service-plugins`, (c) => {
    registry.clear();
    return c.json({});
  });
}

/** Every service-plugin control route; `POST service-plugins/call` answers 502 when the app gave no usable answer. */
export function registerServicePluginRoutes(routes: ControlRoutes): void {
  const { app, ctx, core } = routes;
  const registry = new ServicePluginRegistry();
  registerRegistrationRoutes(routes, registry);
  app.post(
    `${PREFIX}/service-plugins/call`,
    guarded(async (c) => {
      const body = await readJson(c);
      if (!isRecord(body)) throw new ControlError('Body must be a JSON object');
      const call = callOf(body, registry, ctx.options.clientId);
      const bounds = { timeoutMs: core.webhooks.settings.retry.timeoutMs, maxAnswerBytes: ctx.options.limits.servicePluginAnswerBytes };
      const answer = await callServicePlugin(core.webhooks, call, bounds).catch((error: unknown) => {
        throw new ControlError(error instanceof Error ? error.message : String(error), 502);
      });
      return c.json(answer);
    }),
  );
}
