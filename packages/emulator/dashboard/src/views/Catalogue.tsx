import { useState } from 'react';
import type { ControlCategories, ControlCategoryItems } from '../../../src/categories/control-routes';
import { usePoll } from '../api';

/** What each catalogue version serves, in one line. */
const SERVED: Record<ControlCategories['catalog'], string> = {
  v1: 'Products at /stores-reader/v1 and /stores/v1; the /stores/v3 paths (the version endpoint aside) answer 428 CATALOG_VERSION_MISMATCH.',
  v3: 'Products at /stores/v3; the V1 catalogue paths answer 428 CATALOG_VERSION_MISMATCH.',
};

/** A category's items (`GET /__emulator/categories/:id/items`), named from the catalogue. */
function Items({ id, name }: { id: string; name: string }) {
  const [data] = usePoll<ControlCategoryItems>(`categories/${encodeURIComponent(id)}/items`, 3000);
  return (
    <section className="card" aria-label={`items of ${name}`}>
      <h3>{name}</h3>
      <p className="muted">
        Category <code>{id}</code> · in list-items order
        {data && data.total > data.items.length && ` · the first ${data.items.length} of ${data.total}`}
      </p>
      {data && data.items.length === 0 && <p className="muted">No items.</p>}
      <table>
        <tbody>
          {data?.items.map((item) => (
            <tr key={`${item.appId}:${item.catalogItemId}`} className={item.product?.visible === false ? 'muted' : ''}>
              <td>{item.product ? item.product.name : <code>{item.catalogItemId}</code>}</td>
              <td className="num">{item.product ? (item.product.price ?? '') : 'not in the catalogue'}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </section>
  );
}

/** The catalogue the store runs, and its category tree (`GET /__emulator/categories`) with a category's items. */
export function Catalogue() {
  const [data] = usePoll<ControlCategories>('categories', 3000);
  const [selected, setSelected] = useState<string>();
  const categories = data?.categories ?? [];
  const open = categories.find((category) => category.id === selected) ?? categories[0];
  return (
    <section>
      <div className="bar">
        <h2>Catalogue</h2>
        {data && <span className="pill ok">Catalog {data.catalog.toUpperCase()}</span>}
      </div>
      {data && <p className="muted">{SERVED[data.catalog]} Categories are served on both (/categories/v1), seeded from the collections with the same ids.</p>}
      <h2>
        Categories <span className="pill">{categories.length}</span>
      </h2>
      {data && categories.length === 0 && <p className="empty">No categories: the tree is seeded from the catalogue's collections.</p>}
      <div className="split">
        <ul className="list tree">
          {categories.map((category) => (
            <li key={category.id} className={category.id === open?.id ? 'open' : ''} style={{ marginLeft: `${category.depth * 1.25}rem` }}>
              <button className="row-button" aria-pressed={category.id === open?.id} onClick={() => setSelected(category.id)}>
                <b>{category.name}</b> <span className="muted">/{category.slug}</span>
              </button>
              {!category.visible && <span className="pill warn">hidden</span>}
              {category.managingAppId && <span className="pill">managed</span>}
              <output className="pill" aria-label={`${category.name} items`}>
                {category.itemCount} {category.itemCount === 1 ? 'item' : 'items'}
              </output>
            </li>
          ))}
        </ul>
        {open && <Items key={open.id} id={open.id} name={open.name} />}
      </div>
    </section>
  );
}
