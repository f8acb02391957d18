import { describe, expect, it } from 'vitest';
import * as entry from './index';

describe('public entry', () => {
  it('should export the request-client runtime names', () => {
    const names = [
      'AbortError',
      'DEFAULT_HOSTS',
      'EVENT_KINDS',
      'HttpError',
      'InvalidResponseError',
      'MAX_TIMER_MS',
      'NetworkError',
      'RateLimitError',
      'StorefrontError',
      'TimeoutError',
      'VERSION',
      'ValidationError',
      'clampDelay',
      'bindModule',
      'createClient',
      'defineEndpoint',
      'defineEvent',
      'isHttpError',
      'isRateLimitError',
      'isStorefrontError',
      'longQuery',
    ];
    for (const name of names) expect(entry, name).toHaveProperty(name);
  });

  it('should keep internal helpers private', () => {
    for (const name of ['toHttpError', 'readText', 'encodeQuery', 'base64url', 'buildPath', 'mergeHeaders', 'linkSignal']) {
      expect(entry, name).not.toHaveProperty(name);
    }
  });
});
