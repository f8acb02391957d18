import type { ProductView } from '@storefront-kit/react';
import { Link } from '../router';

/** Price, with the pre-discount price struck through when the product is discounted. */
export function Price({ price, from = false }: { price: Pick<ProductView, 'price' | 'compareAtPrice'>; from?: boolean }) {
  const onSale = !!price.compareAtPrice;
  return (
    <span className="price" data-testid="price">
      <span className={onSale ? 'price-sale' : undefined}>
        {from && <span className="price-from">From </span>}
        {price.price.formatted}
      </span>
      {onSale && <s className="price-was">{price.compareAtPrice!.formatted}</s>}
    </span>
  );
}

export function ProductCard({ product }: { product: ProductView }) {
  const image = product.images[0];
  return (
    <Link to={`/products/${product.slug}`} className="card" data-testid="product-card" aria-label={product.name}>
      <div className="card-media">
        {image && <img src={image.url} alt={image.alt} loading="lazy" width={400} height={400} />}
        {product.ribbon && <span className="ribbon">{product.ribbon}</span>}
        {!product.inStock && <span className="ribbon ribbon-muted">Sold out</span>}
      </div>
      <div className="card-body">
        <h3 className="card-title">{product.name}</h3>
        <p className="card-brand">{product.brand}</p>
        <Price price={product} />
      </div>
    </Link>
  );
}
