/* eslint-disable */
import * as types from './graphql';



/**
 * Map of all GraphQL operations in the project.
 *
 * This map has several performance disadvantages:
 * 1. It is not tree-shakeable, so it will include all operations in the project.
 * 2. It is not minifiable, so the string of a GraphQL query will be multiple times inside the bundle.
 * 3. It does not support dead code elimination, so it will add unused operations.
 *
 * Therefore it is highly recommended to use the babel or swc plugin for production.
 * Learn more about it here: https://the-guild.dev/graphql/codegen/plugins/presets/preset-client#reducing-bundle-size
 */
type Documents = {
    "\n  fragment ProductCard on Product {\n    id\n    name\n    slug\n    price\n    formattedPrice\n  }\n": typeof types.ProductCardFragmentDoc,
    "\n  query CollectionPage($slug: String!, $limit: Int = 3, $sort: ProductSort) {\n    collection(slug: $slug) {\n      name\n      numberOfProducts\n      products(limit: $limit, sort: $sort) {\n        total\n        items {\n          ...ProductCard\n          ... on Product { inStock }\n        }\n      }\n    }\n  }\n": typeof types.CollectionPageDocument,
    "\n  mutation AddToCart($lines: [CartLineInput!]!) {\n    addToCart(lines: $lines) {\n      id\n      lineItems {\n        id\n        quantity\n        product { ...ProductCard }\n      }\n    }\n  }\n": typeof types.AddToCartDocument,
};
const documents: Documents = {
    "\n  fragment ProductCard on Product {\n    id\n    name\n    slug\n    price\n    formattedPrice\n  }\n": types.ProductCardFragmentDoc,
    "\n  query CollectionPage($slug: String!, $limit: Int = 3, $sort: ProductSort) {\n    collection(slug: $slug) {\n      name\n      numberOfProducts\n      products(limit: $limit, sort: $sort) {\n        total\n        items {\n          ...ProductCard\n          ... on Product { inStock }\n        }\n      }\n    }\n  }\n": types.CollectionPageDocument,
    "\n  mutation AddToCart($lines: [CartLineInput!]!) {\n    addToCart(lines: $lines) {\n      id\n      lineItems {\n        id\n        quantity\n        product { ...ProductCard }\n      }\n    }\n  }\n": types.AddToCartDocument,
};

/**
 * The gql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function gql(source: "\n  fragment ProductCard on Product {\n    id\n    name\n    slug\n    price\n    formattedPrice\n  }\n"): typeof import('./graphql').ProductCardFragmentDoc;
/**
 * The gql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function gql(source: "\n  query CollectionPage($slug: String!, $limit: Int = 3, $sort: ProductSort) {\n    collection(slug: $slug) {\n      name\n      numberOfProducts\n      products(limit: $limit, sort: $sort) {\n        total\n        items {\n          ...ProductCard\n          ... on Product { inStock }\n        }\n      }\n    }\n  }\n"): typeof import('./graphql').CollectionPageDocument;
/**
 * The gql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function gql(source: "\n  mutation AddToCart($lines: [CartLineInput!]!) {\n    addToCart(lines: $lines) {\n      id\n      lineItems {\n        id\n        quantity\n        product { ...ProductCard }\n      }\n    }\n  }\n"): typeof import('./graphql').AddToCartDocument;


export function gql(source: string) {
  return (documents as any)[source] ?? {};
}
