import { describe, expectTypeOf, it } from 'vitest';
import type { AnyStorefrontError } from '.';
import type { HttpError } from './http';
import type { AbortError, InvalidResponseError, NetworkError, TimeoutError, ValidationError } from './local';

describe('AnyStorefrontError', () => {
  it('narrows to one class on `name`', () => {
    const narrow = (e: AnyStorefrontError) => {
      switch (e.name) {
        case 'TimeoutError':
          expectTypeOf(e).toEqualTypeOf<TimeoutError>();
          return e.timeoutMs;
        case 'RateLimitError':
          // A value typed HttpError may be a RateLimitError at run time, so both stay.
          expectTypeOf(e).toMatchTypeOf<HttpError>();
          return e.retryAfterMs;
        case 'HttpError':
          expectTypeOf(e).toEqualTypeOf<HttpError>();
          return e.status;
        case 'ValidationError':
          expectTypeOf(e).toEqualTypeOf<ValidationError>();
          return e.field;
        default:
          expectTypeOf(e).toEqualTypeOf<NetworkError | AbortError | InvalidResponseError>();
          return e.message;
      }
    };
    expectTypeOf(narrow).returns.toEqualTypeOf<number | string | undefined>();
  });

  it('narrows on the codes http-core itself raises', () => {
    const narrow = (e: AnyStorefrontError) => {
      if (e.code === 'ERR_RATE_LIMITED') expectTypeOf(e).toMatchTypeOf<HttpError>();
      if (e.code === 'ERR_TIMEOUT') expectTypeOf(e).toEqualTypeOf<TimeoutError | HttpError>();
    };
    expectTypeOf(narrow).toBeFunction();
  });
});
