/** Who made a request, resolved from its `Authorization` header by the core. */
export type Principal =
  | { kind: 'visitor'; visitorId: string; accessToken: string }
  | { kind: 'member'; visitorId: string; memberId: string; accessToken: string }
  | { kind: 'merchant'; apiKey: string; siteId?: string; accountId?: string };
