// The product page: the product's view carries its variants, so the option pickers resolve the variant
// and what stays in stock locally (selectVariant), on a V1 or a V3 store alike; "Add to cart" puts that
// variant in the cart store.
import { STORES_APP_ID } from '@storefront-kit/ecom-cart';
import { useCart, useProduct, type ProductView } from '@storefront-kit/react';
import { selectVariant, type ImageView } from '@storefront-kit/stores-catalogue/view';
import { useEffect, useMemo, useState } from 'react';
import { useCartUi } from '../components/CartUi';
import { ErrorText } from '../components/ErrorText';
import { Price } from '../components/ProductCard';
import { Skeleton } from '../components/Skeleton';
import { useToast } from '../components/Toasts';
import { plainText } from '../format';
import { addMessage } from '../lib/add-message';
import { Link } from '../router';

export function ProductPage({ slug }: { slug: string }) {
  const { data: product, isLoading, error, refetch } = useProduct({ slug });
  if (isLoading) return <ProductSkeleton />;
  if (error) {
    return (
      <div className="empty" role="alert">
        <h1>We could not load this product</h1>
        <ErrorText error={error} />
        <button type="button" className="button" onClick={refetch}>
          Try again
        </button>
      </div>
    );
  }
  if (!product) {
    return (
      <div className="empty">
        <h1>Product not found</h1>
        <Link to="/" className="button">
          Back to the shop
        </Link>
      </div>
    );
  }
  return <ProductDetails key={product.id} product={product} />;
}

function ProductDetails({ product }: { product: ProductView }) {
  const options = product.options;
  const [choices, setChoices] = useState<Record<string, string>>({});
  const [quantity, setQuantity] = useState(1);
  const [mediaIndex, setMediaIndex] = useState(0);
  const { actions } = useCart();
  const cartUi = useCartUi();
  const toast = useToast();

  const { complete, variant, available } = selectVariant(product, choices);
  const purchasable = options.length === 0 ? product.inStock : complete && !!variant?.inStock;

  // The chosen colour's picture first, then the product's own.
  const images: ImageView[] = useMemo(() => {
    const chosen = options.flatMap((o) => o.choices.filter((c) => c.image && choices[o.name] === c.value).map((c) => c.image!));
    return chosen.length ? [...chosen, ...product.images.filter((i) => !chosen.some((c) => c.url === i.url))] : [...product.images];
  }, [options, choices, product.images]);
  useEffect(() => setMediaIndex(0), [images]);

  const price = variant ?? product;

  let status: { text: string; tone: 'ok' | 'warn' | 'bad' };
  if (options.length === 0) status = product.inStock ? { text: 'In stock', tone: 'ok' } : { text: 'Out of stock', tone: 'bad' };
  else if (!complete)
    status = !product.inStock
      ? { text: 'Out of stock', tone: 'bad' }
      : {
          text: `Select ${options
            .filter((o) => !choices[o.name])
            .map((o) => o.name)
            .join(' and ')}`,
          tone: 'warn',
        };
  else if (variant?.inStock) {
    const left = variant.quantity;
    status = { text: left !== undefined && left <= 5 ? `In stock: only ${left} left` : 'In stock', tone: 'ok' };
  } else status = { text: 'Out of stock', tone: 'bad' };

  const add = () => {
    if (!purchasable) return;
    cartUi.open();
    void actions
      .add(
        {
          lineItems: [
            {
              quantity,
              catalogReference: { catalogItemId: product.id, appId: STORES_APP_ID, ...(variant?.id ? { options: { variantId: variant.id } } : {}) },
            },
          ],
        },
        // What the new line shows until the platform answers (the shopper sees it at once).
        { display: [{ productName: product.name, price: String(price.price.amount), image: images[0]?.url, options: choices }] },
      )
      .then((result) => {
        if (!result.ok) return;
        const message = addMessage(product.name || 'The item', result.receipt[0], result.value);
        toast[message.kind](message.text);
      });
  };

  const main = images[mediaIndex] ?? images[0];
  return (
    <article className="product">
      <nav className="breadcrumbs" aria-label="Breadcrumbs">
        <Link to="/">Shop</Link> <span aria-hidden="true">/</span> <span>{product.name}</span>
      </nav>
      <div className="product-layout">
        <div className="gallery">
          <div className="gallery-main">
            {main && <img src={main.url} alt={main.alt} width={800} height={800} data-testid="product-image" />}
            {product.ribbon && <span className="ribbon">{product.ribbon}</span>}
          </div>
          {images.length > 1 && (
            <div className="thumbs">
              {images.map((m, i) => (
                <button
                  key={m.url}
                  type="button"
                  className={`thumb ${i === mediaIndex ? 'thumb-active' : ''}`}
                  onClick={() => setMediaIndex(i)}
                  aria-label={`Show ${m.alt || 'image'}`}
                >
                  <img src={m.url} alt="" width={64} height={64} />
                </button>
              ))}
            </div>
          )}
        </div>

        <div className="details">
          {product.brand && <p className="eyebrow">{product.brand}</p>}
          <h1 className="product-title">{product.name}</h1>
          <div className="product-price">
            <Price price={price} from={!variant && product.hasPriceRange} />
          </div>
          <p className="lead">{plainText(product.description)}</p>

          {options.map((option) => (
            <fieldset key={option.name} className="option">
              <legend>
                {option.name}
                {choices[option.name] && <span className="muted">: {choices[option.name]}</span>}
              </legend>
              <div className="choices">
                {option.choices.map((choice) => {
                  const key = choice.value;
                  const selected = choices[option.name] === key;
                  // Sold out with the other options chosen so far (or at all).
                  const soldOut = !choice.inStock || !available[option.name]?.includes(key);
                  return (
                    <button
                      key={key}
                      type="button"
                      className={`choice ${option.type === 'color' ? 'choice-color' : ''} ${selected ? 'choice-selected' : ''} ${soldOut ? 'choice-soldout' : ''}`}
                      aria-pressed={selected}
                      aria-label={`${option.name} ${key}${soldOut ? ' (sold out)' : ''}`}
                      title={soldOut ? `${key}: sold out` : key}
                      onClick={() => setChoices((c) => ({ ...c, [option.name]: key }))}
                    >
                      {option.type === 'color' && <span className="swatch" style={{ background: choice.colorCode ?? key }} aria-hidden="true" />}
                      <span>{key}</span>
                    </button>
                  );
                })}
              </div>
            </fieldset>
          ))}

          <p className={`stock stock-${status.tone}`} data-testid="availability" aria-live="polite">
            {status.text}
          </p>
          {variant?.sku && <p className="muted small">SKU {variant.sku}</p>}

          <div className="buy">
            {/* biome-ignore lint/a11y/useSemanticElements: a fieldset brings form styling; role="group" says the same to assistive tech */}
            <div className="stepper" role="group" aria-label="Quantity">
              <button type="button" aria-label="Decrease quantity" onClick={() => setQuantity((q) => Math.max(1, q - 1))} disabled={quantity <= 1}>
                −
              </button>
              <output aria-label="Quantity">{quantity}</output>
              <button type="button" aria-label="Increase quantity" onClick={() => setQuantity((q) => Math.min(99, q + 1))}>
                +
              </button>
            </div>
            <button type="button" className="button button-primary button-wide" disabled={!purchasable} onClick={add}>
              {purchasable || !complete ? 'Add to cart' : 'Unavailable'}
            </button>
          </div>
        </div>
      </div>
    </article>
  );
}

function ProductSkeleton() {
  return (
    <div className="product" aria-busy="true" data-testid="product-skeleton">
      <div className="product-layout">
        <Skeleton className="skeleton-image" />
        <div className="details">
          <Skeleton className="skeleton-line" style={{ width: '30%' }} />
          <Skeleton className="skeleton-title" style={{ width: '70%' }} />
          <Skeleton className="skeleton-line" style={{ width: '20%' }} />
          <Skeleton className="skeleton-block" />
        </div>
      </div>
    </div>
  );
}
