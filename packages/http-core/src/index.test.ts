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
      'NetworkError',
      'StorefrontError',
      'TimeoutError',
      'VERSION',
      'ValidationError',
      'createClient',
      'defineEndpoint',
      'defineEvent',
      'isHttpError',
      'isStorefrontError',
      'longQuery',
    ];
    for (const name of names) expect(entry, name).toHaveProperty(name);
  });

  it('should keep internal helpers private', () => {
    for (const name of ['toHttpError', 'encodeQuery', 'base64url', 'buildPath', 'setHeaders', 'linkSignal', 'bindModule']) {
      expect(entry, name).not.toHaveProperty(name);
    }
  });
});
