// The product page: option pickers resolve the variant and its availability through the platform
// (productOptionsAvailability), then "Add to cart" puts that variant in the cart store.
import { STORES_APP_ID } from '@storefront-kit/ecom-cart';
import { useCart, useProduct, useProductOptionsAvailability } from '@storefront-kit/react';
import type { MediaItem, Product, ProductOption } from '@storefront-kit/stores-catalogue';
import { useEffect, useMemo, useState } from 'react';
import { useCartUi } from '../components/CartUi';
import { ErrorText } from '../components/ErrorText';
import { Price } from '../components/ProductCard';
import { Skeleton } from '../components/Skeleton';
import { useToast } from '../components/Toasts';
import { plainText } from '../format';
import { addMessage } from '../lib/add-message';
import { Link } from '../router';

const choiceKey = (choice: { description?: string; value?: string }) => choice.description ?? choice.value ?? '';

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

function ProductDetails({ product }: { product: Product }) {
  const options = product.productOptions ?? [];
  const [choices, setChoices] = useState<Record<string, string>>({});
  const [quantity, setQuantity] = useState(1);
  const [mediaIndex, setMediaIndex] = useState(0);
  const { actions } = useCart();
  const cartUi = useCartUi();
  const toast = useToast();

  const availability = useProductOptionsAvailability(product.id, choices, { enabled: options.length > 0 });
  const data = availability.data;
  const complete = options.every((o) => o.name && choices[o.name]);
  const variant = complete ? data?.selectedVariant : undefined;
  const resolving = options.length > 0 && complete && (availability.isLoading || availability.isFetching);
  const purchasable = options.length === 0 ? product.stock?.inStock !== false : complete && !!data?.availableForPurchase && !resolving;

  // Per-choice stock given the other selected options, as the platform answers it.
  const liveOptions: ProductOption[] = data?.productOptions?.length ? data.productOptions : options;
  const images: MediaItem[] = useMemo(() => {
    const fromChoice = (data?.media?.items ?? []).filter((m) => m.image?.url);
    const fromProduct = (product.media?.items ?? []).filter((m) => m.image?.url);
    return fromChoice.length ? fromChoice : fromProduct;
  }, [data?.media, product.media]);
  useEffect(() => setMediaIndex(0), [images]);
  useEffect(() => {
    if (availability.error) toast.error(availability.error, 'Could not check availability');
  }, [availability.error, toast]);

  const price = variant?.price ?? product.priceData;
  const inventory = product.stock?.inventoryStatus;

  let status: { text: string; tone: 'ok' | 'warn' | 'bad' };
  if (options.length === 0) status = product.stock?.inStock === false ? { text: 'Out of stock', tone: 'bad' } : { text: 'In stock', tone: 'ok' };
  else if (!complete) status = inventory === 'OUT_OF_STOCK' ? { text: 'Out of stock', tone: 'bad' } : { text: `Select ${options.filter((o) => !choices[o.name ?? '']).map((o) => o.name).join(' and ')}`, tone: 'warn' };
  else if (resolving) status = { text: 'Checking availability…', tone: 'warn' };
  else if (data?.availableForPurchase) {
    const left = variant?.stock?.trackQuantity ? variant.stock.quantity : undefined;
    status = { text: left !== undefined && left <= 5 ? `In stock: only ${left} left` : 'In stock', tone: 'ok' };
  } else status = { text: 'Out of stock', tone: 'bad' };

  const add = () => {
    if (!product.id || !purchasable) return;
    cartUi.open();
    const unit = price?.discountedPrice ?? price?.price;
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
        { display: [{ productName: product.name, price: unit === undefined ? undefined : String(unit), image: images[0]?.image?.url, options: choices }] },
      )
      .then((result) => {
        if (!result.ok) return;
        const message = addMessage(product.name ?? 'The item', result.receipt[0], result.value);
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
            {main?.image?.url && <img src={main.image.url} alt={main.title ?? product.name ?? ''} width={800} height={800} data-testid="product-image" />}
            {(product.ribbon || product.ribbons?.[0]?.text) && <span className="ribbon">{product.ribbon || product.ribbons?.[0]?.text}</span>}
          </div>
          {images.length > 1 && (
            <div className="thumbs">
              {images.map((m, i) => (
                <button key={m.id ?? i} type="button" className={`thumb ${i === mediaIndex ? 'thumb-active' : ''}`} onClick={() => setMediaIndex(i)} aria-label={`Show ${m.title ?? 'image'}`}>
                  <img src={(m.thumbnail ?? m.image)?.url} alt="" width={64} height={64} />
                </button>
              ))}
            </div>
          )}
        </div>

        <div className="details">
          {product.brand && <p className="eyebrow">{product.brand}</p>}
          <h1 className="product-title">{product.name}</h1>
          <div className="product-price">
            <Price price={price?.price} discounted={price?.discountedPrice} currency={price?.currency} />
          </div>
          <p className="lead">{plainText(product.description)}</p>

          {liveOptions.map((option) => (
            <fieldset key={option.name} className="option">
              <legend>
                {option.name}
                {option.name && choices[option.name] && <span className="muted">: {choices[option.name]}</span>}
              </legend>
              <div className="choices">
                {(option.choices ?? [])
                  .filter((c) => c.visible !== false)
                  .map((choice) => {
                    const key = choiceKey(choice);
                    const selected = !!option.name && choices[option.name] === key;
                    const soldOut = choice.inStock === false;
                    return (
                      <button
                        key={key}
                        type="button"
                        className={`choice ${option.optionType === 'color' ? 'choice-color' : ''} ${selected ? 'choice-selected' : ''} ${soldOut ? 'choice-soldout' : ''}`}
                        aria-pressed={selected}
                        aria-label={`${option.name} ${key}${soldOut ? ' (sold out)' : ''}`}
                        title={soldOut ? `${key}: sold out` : key}
                        onClick={() => option.name && setChoices((c) => ({ ...c, [option.name!]: key }))}
                      >
                        {option.optionType === 'color' && <span className="swatch" style={{ background: choice.value }} aria-hidden="true" />}
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

          {(product.additionalInfoSections ?? []).map((section) => (
            <details key={section.title} className="info">
              <summary>{section.title}</summary>
              <p>{plainText(section.description)}</p>
            </details>
          ))}
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
