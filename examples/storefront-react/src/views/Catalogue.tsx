// The catalogue grid: collection filter, sort, paging. The URL holds the state (/?collection=&sort=&page=).
import { useCollections, useProducts, type ProductsQuery } from '@storefront-kit/react';
import { useEffect } from 'react';
import { ErrorText } from '../components/ErrorText';
import { CardSkeleton } from '../components/Skeleton';
import { ProductCard } from '../components/ProductCard';
import { useToast } from '../components/Toasts';
import { plural } from '../format';
import { Link, navigate, useLocation } from '../router';

export const PAGE_SIZE = 12;
const ALL_PRODUCTS = 'all-products';

const SORTS = {
  featured: { label: 'Featured', apply: (q) => q },
  // The price the shopper sees: the sale price (`discountedPrice`; the list price when not on sale).
  'price-asc': { label: 'Price: low to high', apply: (q) => q.ascending('discountedPrice') },
  'price-desc': { label: 'Price: high to low', apply: (q) => q.descending('discountedPrice') },
  name: { label: 'Name: A to Z', apply: (q) => q.ascending('name') },
  newest: { label: 'Newest', apply: (q) => q.descending('createdDate') },
} satisfies Record<string, { label: string; apply: ProductsQuery }>;
type SortKey = keyof typeof SORTS;

function withParams(query: URLSearchParams, changes: Record<string, string | undefined>): string {
  const next = new URLSearchParams(query);
  for (const [key, value] of Object.entries(changes)) {
    if (value === undefined || value === '') next.delete(key);
    else next.set(key, value);
  }
  const search = next.toString();
  return search ? `/?${search}` : '/';
}

export function Catalogue() {
  const { query } = useLocation();
  const toast = useToast();
  const collectionSlug = query.get('collection') ?? '';
  const sortKey: SortKey = (query.get('sort') as SortKey) in SORTS ? (query.get('sort') as SortKey) : 'featured';
  const page = Math.max(0, Number.parseInt(query.get('page') ?? '1', 10) - 1 || 0);

  const collections = useCollections();
  const shown = collections.items.filter((c) => c.slug !== ALL_PRODUCTS && c.visible !== false);
  const collection = collectionSlug ? collections.items.find((c) => c.slug === collectionSlug) : undefined;
  const waitingForCollection = !!collectionSlug && !collection && collections.isLoading;

  const products = useProducts(
    (q) => {
      const filtered = collection?.id ? q.hasSome('collectionIds', [collection.id]) : q;
      return SORTS[sortKey].apply(filtered).limit(PAGE_SIZE).skip(page * PAGE_SIZE);
    },
    { enabled: !waitingForCollection },
  );

  useEffect(() => {
    if (products.error) toast.error(products.error, 'Could not load products');
  }, [products.error, toast]);
  useEffect(() => {
    if (collections.error) toast.error(collections.error, 'Could not load collections');
  }, [collections.error, toast]);

  const total = products.data?.totalCount;
  const pages = total !== undefined ? Math.max(1, Math.ceil(total / PAGE_SIZE)) : undefined;
  const loading = products.isLoading || waitingForCollection;
  const heading = collection?.name ?? 'All products';
  // A page past the last one (an old link, a typed URL): say so and link to the last page, not "Page 99 of 3".
  const outOfRange = !loading && !products.error && products.items.length === 0 && pages !== undefined && total! > 0 && page + 1 > pages;

  return (
    <div className="catalogue">
      <section className={`hero ${collectionSlug || page > 0 ? 'hero-compact' : ''}`}>
        <div>
          <p className="eyebrow">New season</p>
          <h1>Everyday goods, thoughtfully made.</h1>
          <p className="muted">Apparel, accessories and things for home, straight from the platform emulator's demo catalogue.</p>
        </div>
      </section>

      <nav className="chips" aria-label="Collections">
        <button type="button" className={`chip ${collectionSlug ? '' : 'chip-active'}`} aria-pressed={!collectionSlug} onClick={() => navigate(withParams(query, { collection: undefined, page: undefined }), { scroll: false })}>
          All
        </button>
        {collections.isLoading && !collections.items.length
          ? Array.from({ length: 5 }, (_, i) => <span key={i} className="chip chip-skeleton skeleton" aria-hidden="true" />)
          : shown.map((c) => (
              <button
                key={c.id}
                type="button"
                className={`chip ${c.slug === collectionSlug ? 'chip-active' : ''}`}
                aria-pressed={c.slug === collectionSlug}
                onClick={() => navigate(withParams(query, { collection: c.slug, page: undefined }), { scroll: false })}
              >
                {c.name}
                {c.numberOfProducts !== undefined && <span className="chip-count">{c.numberOfProducts}</span>}
              </button>
            ))}
      </nav>

      <div className="toolbar">
        <div>
          <h2 className="section-title">{heading}</h2>
          <p className="muted" data-testid="result-count">
            {loading ? 'Loading…' : total !== undefined ? plural(total, 'product') : `${products.items.length} shown`}
          </p>
        </div>
        <label className="select">
          <span>Sort by</span>
          <select aria-label="Sort by" value={sortKey} onChange={(e) => navigate(withParams(query, { sort: e.target.value === 'featured' ? undefined : e.target.value, page: undefined }), { scroll: false })}>
            {Object.entries(SORTS).map(([key, sort]) => (
              <option key={key} value={key}>
                {sort.label}
              </option>
            ))}
          </select>
        </label>
      </div>

      {products.error ? (
        <div className="empty" role="alert">
          <ErrorText error={products.error} />
          <button type="button" className="button" onClick={products.refetch}>
            Try again
          </button>
        </div>
      ) : (
        <div className="grid" aria-busy={loading} data-testid="product-grid">
          {loading ? Array.from({ length: 8 }, (_, i) => <CardSkeleton key={i} />) : products.items.map((p) => <ProductCard key={p.id} product={p} />)}
        </div>
      )}
      {outOfRange ? (
        <div className="empty" data-testid="out-of-range">
          <p>
            There is no page {page + 1}: {heading} {pages === 1 ? 'fits on one page' : `has ${pages} pages`}.
          </p>
          <Link to={withParams(query, { page: pages! > 1 ? String(pages) : undefined })} className="button">
            {pages === 1 ? 'Back to the first page' : `Go to page ${pages}`}
          </Link>
        </div>
      ) : (
        !loading && !products.error && products.items.length === 0 && <p className="empty">Nothing here yet.</p>
      )}

      {!outOfRange && (products.hasPrev || products.hasNext) && (
        <nav className="pager" aria-label="Pages">
          <button type="button" className="button button-ghost" disabled={!products.hasPrev} onClick={() => navigate(withParams(query, { page: page > 1 ? String(page) : undefined }))}>
            ← Previous
          </button>
          <span data-testid="page-indicator">
            Page {page + 1}
            {pages !== undefined && ` of ${pages}`}
          </span>
          <button type="button" className="button button-ghost" disabled={!products.hasNext} onClick={() => navigate(withParams(query, { page: String(page + 2) }))}>
            Next →
          </button>
        </nav>
      )}
    </div>
  );
}
