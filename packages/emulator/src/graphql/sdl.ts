/**
 * The emulator's GraphQL schema as SDL: served at `GET /graphql/{apiVersion}/schema.graphql` and built
 * into an executable schema by `engine.ts` (resolvers: `catalogue.ts`, `cart.ts`).
 */
export const SDL = `"""Any JSON value: platform filters, variant choices, option selections."""
scalar JSON

type Query {
  """Products the caller may see, filtered, sorted and paged. \`limit\` is 0..100."""
  products(limit: Int = 20, offset: Int = 0, collectionId: ID, search: String, inStock: Boolean, sort: ProductSort, filter: JSON): ProductPage
  """One product by \`id\` or \`slug\`; null when not found."""
  product(id: ID, slug: String): Product
  """Collections the caller may see, paged. \`limit\` is 0..100."""
  collections(limit: Int = 20, offset: Int = 0): CollectionPage
  """One collection by \`id\` or \`slug\`; null when not found."""
  collection(id: ID, slug: String): Collection
  """The current cart of the visitor or member of the access token; null when they have none."""
  cart: Cart
}

"""The current cart of the visitor or member of the access token, as the REST current-cart calls change it."""
type Mutation {
  """Adds catalogue items (creates the cart when needed; the same item adds up)."""
  addToCart(lines: [CartLineInput!]!): Cart
  """Sets line quantities; 0 removes the line."""
  updateCartLineQuantities(lines: [CartLineQuantityInput!]!): Cart
  """Removes lines; unknown ids are ignored."""
  removeCartLines(ids: [ID!]!): Cart
  """Applies a coupon code, replacing the previous one."""
  applyCoupon(code: String!): Cart
  """Removes the coupon, if any."""
  removeCoupon: Cart
}

enum ProductSort { NAME_ASC NAME_DESC PRICE_ASC PRICE_DESC CREATED_ASC CREATED_DESC }

type ProductPage { items: [Product!]! total: Int! offset: Int! limit: Int! }
type CollectionPage { items: [Collection!]! total: Int! offset: Int! limit: Int! }

type Product {
  id: ID!
  name: String!
  slug: String!
  description: String
  visible: Boolean
  productType: String
  sku: String
  brand: String
  ribbon: String
  numericId: String
  weight: Float
  createdDate: String
  lastUpdated: String
  collectionIds: [ID!]!
  price: Float
  discountedPrice: Float
  currency: String
  formattedPrice: String
  formattedDiscountedPrice: String
  inStock: Boolean
  inventoryStatus: String
  quantity: Int
  imageUrl: String
  images: [Image!]!
  options: [ProductOption!]!
  variants: [Variant!]!
  collections: [Collection!]!
}

type Image { id: ID title: String url: String width: Int height: Int }
type ProductOption { name: String optionType: String choices: [Choice!]! }
type Choice { value: String description: String inStock: Boolean visible: Boolean }

type Variant {
  id: ID!
  """Option name -> choice."""
  choices: JSON
  price: Float
  discountedPrice: Float
  sku: String
  weight: Float
  visible: Boolean
  inStock: Boolean
  quantity: Int
}

type Collection {
  id: ID!
  name: String!
  slug: String!
  description: String
  visible: Boolean
  imageUrl: String
  numberOfProducts: Int!
  products(limit: Int = 20, offset: Int = 0, search: String, inStock: Boolean, sort: ProductSort, filter: JSON): ProductPage
}

type Cart {
  id: ID!
  currency: String!
  lineItems: [CartLine!]!
  coupon: CartCoupon
  """The latest checkout created from this cart."""
  checkoutId: ID
  createdDate: String
  updatedDate: String
  """Increases with every change."""
  revision: String
}

type CartLine {
  id: ID!
  quantity: Int!
  productId: ID
  variantId: ID
  name: String
  """Unit price after the catalogue's own discount."""
  price: Money
  """Unit price before the catalogue's own discount."""
  fullPrice: Money
  """\`price\` times \`quantity\`."""
  lineItemPrice: Money
  imageUrl: String
  """\`AVAILABLE\`, \`NOT_AVAILABLE\`, \`NOT_FOUND\`, ..."""
  availability: String
  """The catalogue product; null for custom lines and products that are gone or hidden."""
  product: Product
}

"""An amount as a decimal string, in the cart's currency."""
type Money { amount: String! formattedAmount: String }
type CartCoupon { code: String! name: String amount: Money }

input CartLineInput {
  productId: ID!
  quantity: Int! = 1
  variantId: ID
  """Option name -> choice, for products whose variants are chosen by options."""
  options: JSON
}
input CartLineQuantityInput { id: ID! quantity: Int! }
`;
