/** Clients of the categories behaviour tests: a visitor (anonymous OAuth tokens) and the merchant (API key). */
import type { Emulator } from '@storefront-kit/emulator';
import { createClient } from '@storefront-kit/http-core';
import { ApiKeyStrategy, OAuthStrategy } from '@storefront-kit/identity-oauth';

/** A visitor client (anonymous tokens from the emulator). */
export const visitorClient = (emulator: Emulator) =>
  createClient({ hosts: emulator.hosts, auth: OAuthStrategy({ clientId: emulator.clientId, hosts: emulator.hosts }) });

/** A merchant client (API key). */
export const merchantClient = (emulator: Emulator) =>
  createClient({ hosts: emulator.hosts, auth: ApiKeyStrategy({ apiKey: emulator.apiKey, siteId: emulator.siteId }) });
