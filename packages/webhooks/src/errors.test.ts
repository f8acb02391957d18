import { describe, expect, it } from 'vitest';
import { isStorefrontError } from '@storefront-kit/http-core';
import {
  isServicePluginApplicationError,
  isServicePluginError,
  isWebhookError,
  ServicePluginApplicationError,
  ServicePluginError,
  WebhookError,
} from './index';

describe('error classes', () => {
  it('WebhookError takes (message, code, details) and derives its status from the code', () => {
    const cause = new Error('inner');
    const error = new WebhookError('too large', 'ERR_WEBHOOK_BODY_TOO_LARGE', { limitBytes: 1024, cause });
    expect(error).toMatchObject({ name: 'WebhookError', message: 'too large', code: 'ERR_WEBHOOK_BODY_TOO_LARGE', status: 413, limitBytes: 1024 });
    expect(error.cause).toBe(cause);
    expect(isStorefrontError(error)).toBe(true);
    expect(new WebhookError('boom', 'ERR_WEBHOOK_HANDLER_FAILED').status).toBe(500);
  });

  it('ServicePluginError takes (message, code, details) and derives its status from the code', () => {
    const error = new ServicePluginError('none', 'ERR_SERVICE_PLUGIN_NO_IMPLEMENTATION', { componentType: 'ecom.shippingrates' });
    expect(error).toMatchObject({ name: 'ServicePluginError', message: 'none', code: 'ERR_SERVICE_PLUGIN_NO_IMPLEMENTATION', status: 404 });
    expect(error.componentType).toBe('ecom.shippingrates');
    expect(new ServicePluginError('x', 'ERR_SERVICE_PLUGIN_IMPLEMENTATION_FAILED').status).toBe(500);
  });

  it('ServicePluginApplicationError keeps its options object and its prefixed code', () => {
    const error = new ServicePluginApplicationError({ applicationCode: 'OUT_OF_RANGE', httpCode: 422, data: { max: 3 } });
    expect(error).toMatchObject({ code: 'ERR_SERVICE_PLUGIN_APPLICATION_ERROR', message: 'OUT_OF_RANGE', httpCode: 422, data: { max: 3 } });
  });

  it('each guard accepts its own class only, by name, also for a copy of the class', () => {
    const webhook = new WebhookError('m', 'ERR_WEBHOOK_MALFORMED');
    const plugin = new ServicePluginError('m', 'ERR_SERVICE_PLUGIN_MALFORMED');
    const application = new ServicePluginApplicationError({ applicationCode: 'X', httpCode: 400 });
    expect([webhook, plugin, application].map(isWebhookError)).toEqual([true, false, false]);
    expect([webhook, plugin, application].map(isServicePluginError)).toEqual([false, true, false]);
    expect([webhook, plugin, application].map(isServicePluginApplicationError)).toEqual([false, false, true]);
    // Another copy of the package: a different class with the same name and the shared brand.
    class CopiedWebhookError extends (Object.getPrototypeOf(WebhookError) as typeof Error) {}
    const copy = Object.assign(new CopiedWebhookError('m'), { name: 'WebhookError' });
    expect(copy).not.toBeInstanceOf(WebhookError);
    expect(isWebhookError(copy)).toBe(true);
    expect(isWebhookError(new Error('m'))).toBe(false);
  });
});
