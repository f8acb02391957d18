/* eslint-disable */
import type { DocumentTypeDecoration } from '@graphql-typed-document-node/core';
export type Maybe<T> = T | null;
export type InputMaybe<T> = T | null | undefined;
export type Exact<T extends { [key: string]: unknown }> = { [K in keyof T]: T[K] };
export type MakeOptional<T, K extends keyof T> = Omit<T, K> & { [SubKey in K]?: Maybe<T[SubKey]> };
export type MakeMaybe<T, K extends keyof T> = Omit<T, K> & { [SubKey in K]: Maybe<T[SubKey]> };
export type MakeEmpty<T extends { [key: string]: unknown }, K extends keyof T> = { [_ in K]?: never };
export type Incremental<T> = T | { [P in keyof T]?: P extends ' $fragmentName' | '__typename' ? T[P] : never };
/** All built-in and custom scalars, mapped to their actual values */
export type Scalars = {
  ID: { input: string; output: string; }
  String: { input: string; output: string; }
  Boolean: { input: boolean; output: boolean; }
  Int: { input: number; output: number; }
  Float: { input: number; output: number; }
  /** Any JSON value: platform filters, variant choices, option selections. */
  JSON: { input: any; output: any; }
};

export type Cart = {
  __typename?: 'Cart';
  /** The latest checkout created from this cart. */
  checkoutId?: Maybe<Scalars['ID']['output']>;
  coupon?: Maybe<CartCoupon>;
  createdDate?: Maybe<Scalars['String']['output']>;
  currency: Scalars['String']['output'];
  id: Scalars['ID']['output'];
  lineItems: Array<CartLine>;
  /** Increases with every change. */
  revision?: Maybe<Scalars['String']['output']>;
  updatedDate?: Maybe<Scalars['String']['output']>;
};

export type CartCoupon = {
  __typename?: 'CartCoupon';
  amount?: Maybe<Money>;
  code: Scalars['String']['output'];
  name?: Maybe<Scalars['String']['output']>;
};

export type CartLine = {
  __typename?: 'CartLine';
  /** `AVAILABLE`, `NOT_AVAILABLE`, `NOT_FOUND`, ... */
  availability?: Maybe<Scalars['String']['output']>;
  /** Unit price before the catalogue's own discount. */
  fullPrice?: Maybe<Money>;
  id: Scalars['ID']['output'];
  imageUrl?: Maybe<Scalars['String']['output']>;
  /** `price` times `quantity`. */
  lineItemPrice?: Maybe<Money>;
  name?: Maybe<Scalars['String']['output']>;
  /** Unit price after the catalogue's own discount. */
  price?: Maybe<Money>;
  /** The catalogue product; null for custom lines and products that are gone or hidden. */
  product?: Maybe<Product>;
  productId?: Maybe<Scalars['ID']['output']>;
  quantity: Scalars['Int']['output'];
  variantId?: Maybe<Scalars['ID']['output']>;
};

export type CartLineInput = {
  /** Option name -> choice, for products whose variants are chosen by options. */
  options?: InputMaybe<Scalars['JSON']['input']>;
  productId: Scalars['ID']['input'];
  quantity?: Scalars['Int']['input'];
  variantId?: InputMaybe<Scalars['ID']['input']>;
};

export type CartLineQuantityInput = {
  id: Scalars['ID']['input'];
  quantity: Scalars['Int']['input'];
};

export type Choice = {
  __typename?: 'Choice';
  description?: Maybe<Scalars['String']['output']>;
  inStock?: Maybe<Scalars['Boolean']['output']>;
  value?: Maybe<Scalars['String']['output']>;
  visible?: Maybe<Scalars['Boolean']['output']>;
};

export type Collection = {
  __typename?: 'Collection';
  description?: Maybe<Scalars['String']['output']>;
  id: Scalars['ID']['output'];
  imageUrl?: Maybe<Scalars['String']['output']>;
  name: Scalars['String']['output'];
  numberOfProducts: Scalars['Int']['output'];
  products?: Maybe<ProductPage>;
  slug: Scalars['String']['output'];
  visible?: Maybe<Scalars['Boolean']['output']>;
};


export type CollectionProductsArgs = {
  filter?: InputMaybe<Scalars['JSON']['input']>;
  inStock?: InputMaybe<Scalars['Boolean']['input']>;
  limit?: InputMaybe<Scalars['Int']['input']>;
  offset?: InputMaybe<Scalars['Int']['input']>;
  search?: InputMaybe<Scalars['String']['input']>;
  sort?: InputMaybe<ProductSort>;
};

export type CollectionPage = {
  __typename?: 'CollectionPage';
  items: Array<Collection>;
  limit: Scalars['Int']['output'];
  offset: Scalars['Int']['output'];
  total: Scalars['Int']['output'];
};

export type Image = {
  __typename?: 'Image';
  height?: Maybe<Scalars['Int']['output']>;
  id?: Maybe<Scalars['ID']['output']>;
  title?: Maybe<Scalars['String']['output']>;
  url?: Maybe<Scalars['String']['output']>;
  width?: Maybe<Scalars['Int']['output']>;
};

/** An amount as a decimal string, in the cart's currency. */
export type Money = {
  __typename?: 'Money';
  amount: Scalars['String']['output'];
  formattedAmount?: Maybe<Scalars['String']['output']>;
};

/** The current cart of the visitor or member of the access token, as the REST current-cart calls change it. */
export type Mutation = {
  __typename?: 'Mutation';
  /** Adds catalogue items (creates the cart when needed; the same item adds up). */
  addToCart?: Maybe<Cart>;
  /** Applies a coupon code, replacing the previous one. */
  applyCoupon?: Maybe<Cart>;
  /** Removes lines; unknown ids are ignored. */
  removeCartLines?: Maybe<Cart>;
  /** Removes the coupon, if any. */
  removeCoupon?: Maybe<Cart>;
  /** Sets line quantities; 0 removes the line. */
  updateCartLineQuantities?: Maybe<Cart>;
};


/** The current cart of the visitor or member of the access token, as the REST current-cart calls change it. */
export type MutationAddToCartArgs = {
  lines: Array<CartLineInput>;
};


/** The current cart of the visitor or member of the access token, as the REST current-cart calls change it. */
export type MutationApplyCouponArgs = {
  code: Scalars['String']['input'];
};


/** The current cart of the visitor or member of the access token, as the REST current-cart calls change it. */
export type MutationRemoveCartLinesArgs = {
  ids: Array<Scalars['ID']['input']>;
};


/** The current cart of the visitor or member of the access token, as the REST current-cart calls change it. */
export type MutationUpdateCartLineQuantitiesArgs = {
  lines: Array<CartLineQuantityInput>;
};

export type Product = {
  __typename?: 'Product';
  brand?: Maybe<Scalars['String']['output']>;
  collectionIds: Array<Scalars['ID']['output']>;
  collections: Array<Collection>;
  createdDate?: Maybe<Scalars['String']['output']>;
  currency?: Maybe<Scalars['String']['output']>;
  description?: Maybe<Scalars['String']['output']>;
  discountedPrice?: Maybe<Scalars['Float']['output']>;
  formattedDiscountedPrice?: Maybe<Scalars['String']['output']>;
  formattedPrice?: Maybe<Scalars['String']['output']>;
  id: Scalars['ID']['output'];
  imageUrl?: Maybe<Scalars['String']['output']>;
  images: Array<Image>;
  inStock?: Maybe<Scalars['Boolean']['output']>;
  inventoryStatus?: Maybe<Scalars['String']['output']>;
  lastUpdated?: Maybe<Scalars['String']['output']>;
  name: Scalars['String']['output'];
  numericId?: Maybe<Scalars['String']['output']>;
  options: Array<ProductOption>;
  price?: Maybe<Scalars['Float']['output']>;
  productType?: Maybe<Scalars['String']['output']>;
  quantity?: Maybe<Scalars['Int']['output']>;
  ribbon?: Maybe<Scalars['String']['output']>;
  sku?: Maybe<Scalars['String']['output']>;
  slug: Scalars['String']['output'];
  variants: Array<Variant>;
  visible?: Maybe<Scalars['Boolean']['output']>;
  weight?: Maybe<Scalars['Float']['output']>;
};

export type ProductOption = {
  __typename?: 'ProductOption';
  choices: Array<Choice>;
  name?: Maybe<Scalars['String']['output']>;
  optionType?: Maybe<Scalars['String']['output']>;
};

export type ProductPage = {
  __typename?: 'ProductPage';
  items: Array<Product>;
  limit: Scalars['Int']['output'];
  offset: Scalars['Int']['output'];
  total: Scalars['Int']['output'];
};

export type ProductSort =
  | 'CREATED_ASC'
  | 'CREATED_DESC'
  | 'NAME_ASC'
  | 'NAME_DESC'
  | 'PRICE_ASC'
  | 'PRICE_DESC';

export type Query = {
  __typename?: 'Query';
  /** The current cart of the visitor or member of the access token; null when they have none. */
  cart?: Maybe<Cart>;
  /** One collection by `id` or `slug`; null when not found. */
  collection?: Maybe<Collection>;
  /** Collections the caller may see, paged. `limit` is 0..100. */
  collections?: Maybe<CollectionPage>;
  /** One product by `id` or `slug`; null when not found. */
  product?: Maybe<Product>;
  /** Products the caller may see, filtered, sorted and paged. `limit` is 0..100. */
  products?: Maybe<ProductPage>;
};


export type QueryCollectionArgs = {
  id?: InputMaybe<Scalars['ID']['input']>;
  slug?: InputMaybe<Scalars['String']['input']>;
};


export type QueryCollectionsArgs = {
  limit?: InputMaybe<Scalars['Int']['input']>;
  offset?: InputMaybe<Scalars['Int']['input']>;
};


export type QueryProductArgs = {
  id?: InputMaybe<Scalars['ID']['input']>;
  slug?: InputMaybe<Scalars['String']['input']>;
};


export type QueryProductsArgs = {
  collectionId?: InputMaybe<Scalars['ID']['input']>;
  filter?: InputMaybe<Scalars['JSON']['input']>;
  inStock?: InputMaybe<Scalars['Boolean']['input']>;
  limit?: InputMaybe<Scalars['Int']['input']>;
  offset?: InputMaybe<Scalars['Int']['input']>;
  search?: InputMaybe<Scalars['String']['input']>;
  sort?: InputMaybe<ProductSort>;
};

export type Variant = {
  __typename?: 'Variant';
  /** Option name -> choice. */
  choices?: Maybe<Scalars['JSON']['output']>;
  discountedPrice?: Maybe<Scalars['Float']['output']>;
  id: Scalars['ID']['output'];
  inStock?: Maybe<Scalars['Boolean']['output']>;
  price?: Maybe<Scalars['Float']['output']>;
  quantity?: Maybe<Scalars['Int']['output']>;
  sku?: Maybe<Scalars['String']['output']>;
  visible?: Maybe<Scalars['Boolean']['output']>;
  weight?: Maybe<Scalars['Float']['output']>;
};

export type ProductCardFragment = { __typename?: 'Product', id: string, name: string, slug: string, price?: number | null, formattedPrice?: string | null } & { ' $fragmentName'?: 'ProductCardFragment' };

export type CollectionPageQueryVariables = Exact<{
  slug: Scalars['String']['input'];
  limit?: InputMaybe<Scalars['Int']['input']>;
  sort?: InputMaybe<ProductSort>;
}>;


export type CollectionPageQuery = { __typename?: 'Query', collection?: { __typename?: 'Collection', name: string, numberOfProducts: number, products?: { __typename?: 'ProductPage', total: number, items: Array<(
        { __typename?: 'Product', inStock?: boolean | null }
        & { ' $fragmentRefs'?: { 'ProductCardFragment': ProductCardFragment } }
      )> } | null } | null };

export type AddToCartMutationVariables = Exact<{
  lines: Array<CartLineInput> | CartLineInput;
}>;


export type AddToCartMutation = { __typename?: 'Mutation', addToCart?: { __typename?: 'Cart', id: string, lineItems: Array<{ __typename?: 'CartLine', id: string, quantity: number, product?: (
        { __typename?: 'Product' }
        & { ' $fragmentRefs'?: { 'ProductCardFragment': ProductCardFragment } }
      ) | null }> } | null };

export class TypedDocumentString<TResult, TVariables>
  extends String
  implements DocumentTypeDecoration<TResult, TVariables>
{
  __apiType?: NonNullable<DocumentTypeDecoration<TResult, TVariables>['__apiType']>;
  private value: string;
  public __meta__?: Record<string, any> | undefined;

  constructor(value: string, __meta__?: Record<string, any> | undefined) {
    super(value);
    this.value = value;
    this.__meta__ = __meta__;
  }

  override toString(): string & DocumentTypeDecoration<TResult, TVariables> {
    return this.value;
  }
}
export const ProductCardFragmentDoc = new TypedDocumentString(`
    fragment ProductCard on Product {
  id
  name
  slug
  price
  formattedPrice
}
    `, {"fragmentName":"ProductCard"}) as unknown as TypedDocumentString<ProductCardFragment, unknown>;
export const CollectionPageDocument = new TypedDocumentString(`
    query CollectionPage($slug: String!, $limit: Int = 3, $sort: ProductSort) {
  collection(slug: $slug) {
    name
    numberOfProducts
    products(limit: $limit, sort: $sort) {
      total
      items {
        ...ProductCard
        ... on Product {
          inStock
        }
      }
    }
  }
}
    fragment ProductCard on Product {
  id
  name
  slug
  price
  formattedPrice
}`) as unknown as TypedDocumentString<CollectionPageQuery, CollectionPageQueryVariables>;
export const AddToCartDocument = new TypedDocumentString(`
    mutation AddToCart($lines: [CartLineInput!]!) {
  addToCart(lines: $lines) {
    id
    lineItems {
      id
      quantity
      product {
        ...ProductCard
      }
    }
  }
}
    fragment ProductCard on Product {
  id
  name
  slug
  price
  formattedPrice
}`) as unknown as TypedDocumentString<AddToCartMutation, AddToCartMutationVariables>;