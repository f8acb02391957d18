/**
 * Internal: the names of the numeric fields of cart answers, for http-core's `reviveNumbers` (non-finite
 * numbers travel as the strings `"NaN"`, `"Infinity"`, `"-Infinity"`). A flat set, smaller than a tree of
 * paths: no text field of a cart or an estimate has one of these names (see `types/`). The free-form
 * maps `options` (a catalogue reference's) and `namespaces` (extended fields) are listed so the walk
 * never enters them: what the shop put there stays as it is.
 */
export const NUMERIC_FIELDS: ReadonlySet<string> = new Set(
  'quantity width height quantityAvailable weight numberOfParticipants interval billingCycles percentage latitude longitude total remaining options namespaces'.split(
    ' ',
  ),
);
