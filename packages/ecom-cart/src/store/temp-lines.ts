/**
 * Internal: the temporary ids of lines an add shows before the server answers (`pending-line-N`), and
 * their link to the server's lines. The link is made from the add's answer, or, when that answer was
 * lost, from the cart re-read after it: the server's line for the same catalogue item. An operation
 * queued on a temporary id acts on the linked line; with no link, the add did not happen.
 */
import { invalid } from '@storefront-kit/http-core';
import type { ReceiptRequestedLine } from '../receipt';
import { itemKey } from './optimistic';
import type { AnyCart } from './version';

const TEMP = 'pending-line-';

/** The temporary ids of one add: given when the view first shows a line, linked once the cart is known. */
export interface AddLines {
  /** The temporary id of the add's line at `index` (the same id on every call). */
  tempId(index: number): string;
  /** Links the add's temporary ids to the lines of `cart` for the same catalogue items. */
  link(cart: AnyCart | null): void;
}

/** The temporary ids of one store. */
export interface TempLines {
  /** The ids of a new add's lines (its catalogue lines, in order). */
  forAdd(requested: readonly ReceiptRequestedLine[]): AddLines;
  /** The server id of a line: a temporary id must have been linked by now (else a `ValidationError`). */
  serverId(lineId: string): string;
  /** The id of a line in the optimistic view, where a pending add's line still has its temporary id. */
  viewId(lineId: string): string;
  /** Forgets every link (the cart's owner changed). */
  clear(): void;
}

/** Temporary ids with no link yet; `itemOf` gives the catalogue item a server line holds (`undefined` for a custom line). */
export function createTempLines(itemOf: (line: { id?: string }) => string | undefined): TempLines {
  const realIds = new Map<string, string>();
  let count = 0;
  return {
    forAdd(requested) {
      const ids: string[] = [];
      return {
        tempId: (index) => (ids[index] ??= `${TEMP}${++count}`),
        link: (cart) =>
          requested.forEach((item, index) => {
            const key = itemKey(item.catalogReference);
            const line = ids[index] && key !== undefined && cart?.lineItems?.find((l) => itemOf(l) === key);
            if (line && line.id) realIds.set(ids[index] as string, line.id);
          }),
      };
    },
    serverId: (lineId) => realIds.get(lineId) ?? (lineId.startsWith(TEMP) ? invalid('lineItemId', 'must be a line in the cart (its add failed)') : lineId),
    viewId: (lineId) => realIds.get(lineId) ?? lineId,
    clear: () => realIds.clear(),
  };
}
