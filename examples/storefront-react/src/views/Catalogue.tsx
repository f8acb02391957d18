// The catalogue grid: category filter, sort, search, paging. The URL holds the state
// (/?collection=&sort=&q=&page=&cursor=): the page's cursor comes from the page before it, so the
// same links page a V1 and a V3 store.
import { useCategories, useProducts, type ProductSort } from '@storefront-kit/react';
import { useEffect } from 'react';
import { ErrorText } from '../components/ErrorText';
import { CardSkeleton } from '../components/Skeleton';
import { ProductCard } from '../components/ProductCard';
import { useToast } from '../components/Toasts';
import { plural } from '../format';
import { Link, navigate, useLocation } from '../router';

export const PAGE_SIZE = 12;
const ALL_PRODUCTS = 'all-products';

// Prices sort by the price the shopper sees (the sale price; the list price when not on sale).
const SORTS: Record<ProductSort, string> = {
  featured: 'Featured',
  'price-asc': 'Price: low to high',
  'price-desc': 'Price: high to low',
  name: 'Name: A to Z',
  newest: 'Newest',
};
type SortKey = ProductSort;

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
  // Own keys only: `in` would take `?sort=toString` (inherited) and break the products read.
  const requestedSort = query.get('sort') ?? '';
  const sortKey: SortKey = Object.hasOwn(SORTS, requestedSort) ? (requestedSort as SortKey) : 'featured';
  const search = query.get('q')?.trim() ?? '';
  // A page number is shown only with the cursor that reached it (an old `?page=3` link starts over).
  const cursor = query.get('cursor') || undefined;
  const page = cursor ? Math.max(0, Number.parseInt(query.get('page') ?? '1', 10) - 1 || 0) : 0;

  const collections = useCategories();
  const shown = collections.items.filter((c) => c.slug !== ALL_PRODUCTS && c.visible);
  const collection = collectionSlug ? collections.items.find((c) => c.slug === collectionSlug) : undefined;
  const waitingForCollection = !!collectionSlug && !collection && collections.isLoading;

  const products = useProducts(
    { categoryId: collection?.id, sort: sortKey, limit: PAGE_SIZE, cursor, search: search || undefined },
    { enabled: !waitingForCollection },
  );

  useEffect(() => {
    if (products.error) toast.error(products.error, 'Could not load products');
  }, [products.error, toast]);
  useEffect(() => {
    if (collections.error) toast.error(collections.error, 'Could not load collections');
  }, [collections.error, toast]);

  const total = products.total;
  const pages = total !== undefined ? Math.max(1, Math.ceil(total / PAGE_SIZE)) : undefined;
  const loading = products.isLoading || waitingForCollection;
  const heading = search ? `Results for “${search}”` : (collection?.name ?? 'All products');
  const toPage = (n: number, at: string | undefined) => withParams(query, { page: n > 0 && at ? String(n + 1) : undefined, cursor: n > 0 ? at : undefined });

  return (
    <div className="catalogue">
      <section className={`hero ${collectionSlug || search || page > 0 ? 'hero-compact' : ''}`}>
        <div>
          <p className="eyebrow">New season</p>
          <h1>Everyday goods, thoughtfully made.</h1>
          <p className="muted">Apparel, accessories and things for home, straight from the platform emulator's demo catalogue.</p>
        </div>
      </section>

      <nav className="chips" aria-label="Collections">
        <button
          type="button"
          className={`chip ${collectionSlug ? '' : 'chip-active'}`}
          aria-pressed={!collectionSlug}
          onClick={() => navigate(withParams(query, { collection: undefined, page: undefined, cursor: undefined }), { scroll: false })}
        >
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
                onClick={() => navigate(withParams(query, { collection: c.slug, page: undefined, cursor: undefined }), { scroll: false })}
              >
                {c.name}
                {c.productCount !== undefined && <span className="chip-count">{c.productCount}</span>}
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
          <select
            aria-label="Sort by"
            value={sortKey}
            onChange={(e) =>
              navigate(withParams(query, { sort: e.target.value === 'featured' ? undefined : e.target.value, page: undefined, cursor: undefined }), {
                scroll: false,
              })
            }
          >
            {Object.entries(SORTS).map(([key, label]) => (
              <option key={key} value={key}>
                {label}
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
      {!loading && !products.error && products.items.length === 0 && (
        <div className="empty" data-testid="no-results">
          <p>{search ? `Nothing matches “${search}”.` : 'Nothing here yet.'}</p>
          {(search || cursor) && (
            <Link to={withParams(query, { q: undefined, page: undefined, cursor: undefined })} className="button">
              {search ? 'Clear the search' : 'Back to the first page'}
            </Link>
          )}
        </div>
      )}

      {products.items.length > 0 && (products.hasPrev || products.hasNext) && (
        <nav className="pager" aria-label="Pages">
          <button
            type="button"
            className="button button-ghost"
            disabled={!products.hasPrev}
            onClick={() => navigate(toPage(page - 1, products.data?.cursors.prev))}
          >
            ← Previous
          </button>
          <span data-testid="page-indicator">
            Page {page + 1}
            {pages !== undefined && ` of ${pages}`}
          </span>
          <button
            type="button"
            className="button button-ghost"
            disabled={!products.hasNext}
            onClick={() => navigate(toPage(page + 1, products.data?.cursors.next))}
          >
            Next →
          </button>
        </nav>
      )}
    </div>
  );
}
