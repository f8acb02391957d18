/** Value objects shared by the cart, its lines and the estimate: money, texts, images, page URLs, extended fields. */

/**
 * A money amount in the cart currency and in the conversion currency. Amounts are decimal strings (`"10.50"`).
 *
 * @group Types
 */
export interface MultiCurrencyPrice {
  amount?: string;
  convertedAmount?: string;
  formattedAmount?: string;
  formattedConvertedAmount?: string;
}

/**
 * A text in the site language and its translation into the buyer's language.
 *
 * @group Types
 */
export interface TranslatableString {
  original?: string;
  translated?: string;
}

/**
 * A media image on the wire (the official SDK turns it into a `wix:image://` string; we keep the object).
 *
 * @group Types
 */
export interface Image {
  id?: string;
  url?: string;
  height?: number;
  width?: number;
  altText?: string;
  filename?: string;
  /** ISO-8601: when a signed `url` stops working. */
  urlExpirationDate?: string;
}

/**
 * A page URL of the current APIs (the cart's lines, Catalog V3 products): `relativePath` on the site and
 * the full `url`. The V1 catalogue's `PageUrl` is another shape (`{base, path}`), hence the platform's
 * `V2` in the name.
 *
 * @group Types
 */
export interface PageUrlV2 {
  relativePath?: string;
  url?: string;
}

/**
 * Custom data of other apps, per namespace.
 *
 * @group Types
 */
export interface ExtendedFields {
  namespaces?: Record<string, Record<string, unknown>>;
}

/**
 * A shipping option chosen by the buyer (`code` from the estimate's `shippingOptions[].code`).
 *
 * @group Types
 */
export interface SelectedShippingOption {
  carrierId?: string;
  code?: string;
}
