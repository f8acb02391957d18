/** The control route that calls an app's service-plugin endpoint as the platform does (a signed JWT) and answers its reply. */
import { assertHttpUrl, type ServicePluginCall } from '../../core/webhooks';
import { ControlError, type ControlRoutes, guarded, PREFIX, readJson } from './http';

/** The call a `service-plugins/call` body asks for, else a 400 naming the bad field. */
function callOf(body: Record<string, unknown>, defaultAppId: string): ServicePluginCall {
  const { url, methodPath = '', componentType, request = {}, metadata, appId = defaultAppId } = body;
  if (typeof url !== 'string') throw new ControlError('url is required');
  if (typeof methodPath !== 'string' || (methodPath !== '' && !methodPath.startsWith('/'))) {
    throw new ControlError('methodPath must be a path starting with "/"');
  }
  if (typeof componentType !== 'string' || componentType === '') throw new ControlError('componentType is required');
  if (metadata !== undefined && (typeof metadata !== 'object' || metadata === null || Array.isArray(metadata))) {
    throw new ControlError('metadata must be an object');
  }
  if (typeof appId !== 'string') throw new ControlError('appId must be a string');
  const target = methodPath === '' ? url : `${url.replace(/\/+$/, '')}${methodPath}`;
  return { url: target, componentType, request, appId, ...(metadata ? { metadata: metadata as Record<string, unknown> } : {}) };
}

/** `POST service-plugins/call`: 502 when the endpoint cannot be reached. */
export function registerServicePluginRoutes({ app, ctx, core }: ControlRoutes): void {
  app.post(
    `${PREFIX}/service-plugins/call`,
    guarded(async (c) => {
      const call = callOf((await readJson(c)) as Record<string, unknown>, ctx.options.clientId);
      assertHttpUrl(call.url);
      const answer = await core.webhooks.callServicePlugin(call).catch((error: unknown) => {
        throw new ControlError(`The service plugin could not be reached: ${error instanceof Error ? error.message : String(error)}`, 502);
      });
      return c.json(answer);
    }),
  );
}
