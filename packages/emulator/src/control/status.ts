/** Control routes about the emulator itself: health, configuration, the webhook public key, and reset. */
import { type ControlRoutes, PREFIX } from './kit';

/** `GET health`, `GET config`, `GET public-key`, `POST reset`. */
export function registerStatusRoutes({ app, ctx, core }: ControlRoutes): void {
  app.get(`${PREFIX}/health`, (c) => c.json({ status: 'ok', now: new Date(ctx.now()).toISOString() }));

  app.get(`${PREFIX}/config`, (c) =>
    c.json({
      url: ctx.url,
      hosts: core.hosts,
      clientId: ctx.options.clientId,
      apiKey: ctx.options.apiKey,
      siteId: ctx.options.siteId,
      tokenTtlSeconds: ctx.options.tokenTtlSeconds,
      refreshReuseGraceMs: ctx.options.refreshReuseGraceMs,
      refreshRotation: ctx.options.refreshRotation,
      captcha: ctx.options.captcha,
      ownerApproval: ctx.options.ownerApproval,
      allowedRedirectUris: ctx.options.allowedRedirectUris,
      seed: ctx.options.seed,
      catalog: ctx.options.catalog,
      publicKeyUrl: `${ctx.url}${PREFIX}/public-key`,
    }),
  );

  app.get(`${PREFIX}/public-key`, (c) => c.body(core.publicKeyPem, 200, { 'content-type': 'application/x-pem-file; charset=UTF-8' }));

  app.post(`${PREFIX}/reset`, (c) => {
    core.reset();
    return c.json({ reset: true });
  });
}
