/**
 * GraphQL documents of the codegen round trip (`codegen.test.ts`): GraphQL Code Generator's client
 * preset reads them here and writes their types to `gql/` (generated, committed; do not edit).
 */
import { gql } from './gql';

/** A product card: a fragment other documents spread. */
export const ProductCardFragment = gql(`
  fragment ProductCard on Product {
    id
    name
    slug
    price
    formattedPrice
  }
`);

/** A collection with a page of product cards. */
export const CollectionPageDocument = gql(`
  query CollectionPage($slug: String!, $limit: Int = 3, $sort: ProductSort) {
    collection(slug: $slug) {
      name
      numberOfProducts
      products(limit: $limit, sort: $sort) {
        total
        items {
          ...ProductCard
          ... on Product { inStock }
        }
      }
    }
  }
`);

/** Adds lines to the current cart; the lines come back as product cards. */
export const AddToCartDocument = gql(`
  mutation AddToCart($lines: [CartLineInput!]!) {
    addToCart(lines: $lines) {
      id
      lineItems {
        id
        quantity
        product { ...ProductCard }
      }
    }
  }
`);
