import { createClient } from '@storefront-kit/http-core';
import { describe, expectTypeOf, it } from 'vitest';
import { createRedirectSession, redirects, type CreateRedirectSessionResponse, type Prompt } from './index';

describe('types', () => {
  it('answers are typed and prompts are a string-literal union', () => {
    const client = createClient({ modules: { redirects } });
    expectTypeOf(createRedirectSession(client, { login: {} })).resolves.toEqualTypeOf<CreateRedirectSessionResponse>();
    expectTypeOf(client.redirects.createRedirectSession).parameter(0).toMatchTypeOf<{ login?: object }>();
    expectTypeOf<'none'>().toMatchTypeOf<Prompt>();
    // @ts-expect-error not a prompt
    const bad: Prompt = 'always';
    void bad;
    // @ts-expect-error ecomCheckout needs a checkoutId
    void createRedirectSession(client, { ecomCheckout: {} });
  });
});
