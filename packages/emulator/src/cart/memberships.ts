/**
 * The emulator's memberships (paid plans). Every member holds two: `Gold Club` (valid for 30 days from
 * now, can pay for any line) and `Silver Club` (expired, listed as invalid). Visitors hold none.
 */
import type { InvalidMembership, Membership, SelectedMembership } from '@storefront-kit/wire/cart';

/** The platform's pricing-plans app id, owner of the memberships. */
export const PAID_PLANS_APP_ID = '1522827f-c56c-a5c9-2ac9-00f9e6ae12d3';
/** Id of the valid membership every member holds. */
export const GOLD_MEMBERSHIP_ID = '6c3f6a52-9b1e-4c77-8d8e-000000000001';
/** Id of the expired membership every member holds. */
export const SILVER_MEMBERSHIP_ID = '6c3f6a52-9b1e-4c77-8d8e-000000000002';
const SILVER_EXPIRED_ON = '2020-01-01T00:00:00.000Z';

/** The memberships section of an estimate, before the wire shaping. */
export interface MembershipResolution {
  eligible: Membership[];
  invalid: InvalidMembership[];
  /** Valid selections, with the lines they pay for. */
  selected: SelectedMembership[];
  /** Line ids paid by a selected membership. */
  coveredLineIds: Set<string>;
}

/**
 * Resolves the buyer's memberships and their selection.
 *
 * @param isMember - the cart belongs to a member
 * @param lineIds - ids of the lines a membership may pay for
 * @param selections - `selectedMemberships.memberships` of the request
 * @param now - epoch ms
 */
export function resolveMemberships(
  isMember: boolean,
  lineIds: readonly string[],
  selections: readonly SelectedMembership[],
  now: number,
): MembershipResolution {
  const eligible: Membership[] = [];
  const invalid: InvalidMembership[] = [];
  if (isMember) {
    eligible.push({
      id: GOLD_MEMBERSHIP_ID,
      appId: PAID_PLANS_APP_ID,
      name: { original: 'Gold Club', translated: 'Gold Club' },
      lineItemIds: [...lineIds],
      expirationDate: new Date(now + 30 * 24 * 60 * 60 * 1000).toISOString(),
    });
    invalid.push({
      membership: {
        id: SILVER_MEMBERSHIP_ID,
        appId: PAID_PLANS_APP_ID,
        name: { original: 'Silver Club', translated: 'Silver Club' },
        lineItemIds: [...lineIds],
        expirationDate: SILVER_EXPIRED_ON,
      },
      reason: 'Membership has expired',
    });
  }
  const selected: SelectedMembership[] = [];
  const coveredLineIds = new Set<string>();
  for (const selection of selections) {
    const membership = eligible.find((m) => m.id === selection.id && m.appId === selection.appId);
    if (!membership) {
      if (!invalid.some((entry) => entry.membership?.id === selection.id)) {
        invalid.push({
          membership: { id: selection.id, appId: selection.appId, lineItemIds: selection.lineItemIds ?? [] },
          reason: isMember ? 'Membership not found' : 'Memberships require a logged-in member',
        });
      }
      continue;
    }
    const wanted = selection.lineItemIds && selection.lineItemIds.length > 0 ? selection.lineItemIds : lineIds;
    const covered = wanted.filter((id) => lineIds.includes(id));
    for (const id of covered) coveredLineIds.add(id);
    selected.push({ id: selection.id, appId: selection.appId, lineItemIds: covered });
  }
  return { eligible, invalid, selected, coveredLineIds };
}
