import type { Product } from '@storefront-kit/stores-catalogue';
import { money } from '../format';
import { Link } from '../router';

/** Price, with the pre-discount price struck through when the product is discounted. */
export function Price({ price, discounted, currency }: { price?: number; discounted?: number; currency?: string }) {
  const now = discounted ?? price;
  const onSale = price !== undefined && now !== undefined && now < price;
  return (
    <span className="price" data-testid="price">
      <span className={onSale ? 'price-sale' : undefined}>{money(now, currency)}</span>
      {onSale && <s className="price-was">{money(price, currency)}</s>}
    </span>
  );
}

export function ProductCard({ product }: { product: Product }) {
  const image = product.media?.mainMedia?.image ?? product.media?.items?.find((m) => m.image)?.image;
  const soldOut = product.stock?.inventoryStatus === 'OUT_OF_STOCK';
  const ribbon = product.ribbon || product.ribbons?.[0]?.text;
  return (
    <Link to={`/products/${product.slug}`} className="card" data-testid="product-card" aria-label={product.name}>
      <div className="card-media">
        {image?.url && <img src={image.url} alt={image.altText ?? product.name ?? ''} loading="lazy" width={400} height={400} />}
        {ribbon && <span className="ribbon">{ribbon}</span>}
        {soldOut && <span className="ribbon ribbon-muted">Sold out</span>}
      </div>
      <div className="card-body">
        <h3 className="card-title">{product.name}</h3>
        <p className="card-brand">{product.brand}</p>
        <Price price={product.priceData?.price} discounted={product.priceData?.discountedPrice} currency={product.priceData?.currency} />
      </div>
    </Link>
  );
}
