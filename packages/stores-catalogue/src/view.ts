/**
 * `@storefront-kit/stores-catalogue/view`: one storefront for both catalogues. {@link toProductView}
 * gives a V1 or a V3 product one shape; {@link catalogueOf} is the client's catalogue facade, which asks
 * the store's version once and answers the shop's reads (products, product by slug, categories, search)
 * as views on either catalogue. An app that imports only the main entry (V1) loads none of this.
 *
 * @packageDocumentation
 */
export type { CategoryView, ChoiceView, ImageView, MoneyView, OptionView, PriceView, ProductView, ProductViewOptions, VariantView } from './view/types';
export { selectVariant, toProductView } from './view/product-view';
export type { VariantSelection } from './view/product-view';
export { catalogueOf } from './view/catalogue';
export type { Catalogue, CatalogueOptions, ProductListPage, ProductListQuery, ProductSort } from './view/catalogue';
export type { CallOptions } from './options';
