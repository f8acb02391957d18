import { describe, expect, it } from 'vitest';
import {
  AbortError,
  HttpError,
  InvalidResponseError,
  isAbortError,
  isHttpError,
  isInvalidResponseError,
  isNetworkError,
  isRateLimitError,
  isTimeoutError,
  isValidationError,
  NetworkError,
  RateLimitError,
  StorefrontError,
  TimeoutError,
  ValidationError,
} from '.';

const samples = {
  validation: new ValidationError('bad', 'field'),
  network: new NetworkError('down'),
  timeout: new TimeoutError('slow', 10),
  abort: new AbortError('stopped'),
  invalidResponse: new InvalidResponseError('html', 200, 'text/html'),
  http: new HttpError('Not Found', 'NOT_FOUND', { status: 404, method: 'GET', url: 'https://x/y' }),
  rateLimit: new RateLimitError('Too Many Requests', { status: 429, method: 'GET', url: 'https://x/y', retryAfterMs: 5 }),
  other: new StorefrontError('else', 'ERR_SOMETHING'),
};

describe('error guards', () => {
  it.each([
    [isValidationError, ['validation']],
    [isNetworkError, ['network']],
    [isTimeoutError, ['timeout']],
    [isAbortError, ['abort']],
    [isInvalidResponseError, ['invalidResponse']],
    [isHttpError, ['http', 'rateLimit']],
    [isRateLimitError, ['rateLimit']],
  ] as const)('%o holds for exactly its class', (guard, expected) => {
    const matching = Object.entries(samples)
      .filter(([, error]) => guard(error))
      .map(([key]) => key);
    expect(matching).toEqual(expected);
  });

  it('hold for an error from another copy of the package (same name, same brand), not for a look-alike', () => {
    const copy = Object.assign(Object.create(StorefrontError.prototype), { name: 'TimeoutError', timeoutMs: 5 });
    expect(isTimeoutError(copy)).toBe(true);
    expect(isTimeoutError(Object.assign(new Error('x'), { name: 'TimeoutError' }))).toBe(false);
    expect(isTimeoutError(null)).toBe(false);
  });
});
