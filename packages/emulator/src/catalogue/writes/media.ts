/** Product media writes: images of the product and of its options' choices. */
import type { MediaAssignmentToChoice, MediaDataForWrite, MediaItem, Product } from '@storefront-kit/wire/catalogue';
import * as events from '../events';
import { imageItem } from '../media';
import { invalid, mustProduct, touch, type WriteEnv } from './env';

function findChoice(product: Product, option: string, choice: string, field: string) {
  const o = product.productOptions?.find((x) => x.name === option);
  if (!o) throw invalid(`${field}.option`, `product has no option named ${option}`);
  const c = o.choices?.find((x) => x.description === choice || x.value === choice);
  if (!c) throw invalid(`${field}.choice`, `option ${option} has no choice ${choice}`);
  return c;
}

/** `POST /stores/v1/products/{id}/media`: adds images by `url` or `mediaId` (optionally to a choice). */
export function addProductMedia(env: WriteEnv, id: string, media: MediaDataForWrite[]): void {
  const product = structuredClone(mustProduct(env, id));
  product.media ??= { items: [] };
  product.media.items ??= [];
  const items = product.media.items;
  media.forEach((m, i) => {
    let item: MediaItem | undefined = m.mediaId ? items.find((x) => x.id === m.mediaId) : undefined;
    if (!item) {
      const mediaId = m.mediaId ?? env.newId();
      item = imageItem(env.store.baseUrl, mediaId, product.name ?? 'image');
      if (m.url) {
        item.image = { ...item.image, url: m.url };
        item.thumbnail = { ...item.thumbnail, url: m.url };
      }
      items.push(item);
    }
    if (m.choice) {
      const choice = findChoice(product, m.choice.option, m.choice.choice, `media[${i}].choice`);
      choice.media ??= { items: [] };
      const choiceItems = choice.media.items ?? [];
      if (!choiceItems.some((x) => x.id === item.id)) choiceItems.push(structuredClone(item));
      choice.media = { mainMedia: choiceItems[0], items: choiceItems };
    }
  });
  touch(env, product);
  env.store.putProduct(product);
  env.emit(events.productChanged(id, ['media']));
}

function dropMedia(product: Product, ids: Set<string>): void {
  if (product.media?.items) product.media.items = product.media.items.filter((m) => !ids.has(m.id ?? ''));
  for (const o of product.productOptions ?? []) {
    for (const c of o.choices ?? []) {
      const items = (c.media?.items ?? []).filter((m) => !ids.has(m.id ?? ''));
      c.media = items.length > 0 ? { mainMedia: items[0], items } : { items: [] };
    }
  }
}

/** `POST /stores/v1/products/{id}/media/delete`. */
export function removeProductMedia(env: WriteEnv, id: string, mediaIds: string[]): void {
  const product = mustProduct(env, id);
  dropMedia(product, new Set(mediaIds));
  touch(env, product);
  env.emit(events.productChanged(id, ['media']));
}

/** `PATCH /stores/v1/products/{id}/choices/media`: attaches existing product media to choices. */
export function addChoicesMedia(env: WriteEnv, id: string, assignments: MediaAssignmentToChoice[]): void {
  const product = structuredClone(mustProduct(env, id));
  assignments.forEach((a, i) => {
    const choice = findChoice(product, a.option, a.choice, `media[${i}]`);
    const items = [...(choice.media?.items ?? [])];
    (a.mediaIds ?? []).forEach((mid, k) => {
      const item = product.media?.items?.find((m) => m.id === mid);
      if (!item) throw invalid(`media[${i}].mediaIds[${k}]`, `product has no media ${mid}`);
      if (!items.some((m) => m.id === mid)) items.push(structuredClone(item));
    });
    choice.media = items.length > 0 ? { mainMedia: items[0], items } : { items: [] };
  });
  touch(env, product);
  env.store.putProduct(product);
  env.emit(events.productChanged(id, ['productOptions']));
}

/** `POST /stores/v1/products/{id}/choices/media/delete`: detaches the given (or all) media from choices. */
export function removeChoicesMedia(env: WriteEnv, id: string, assignments: MediaAssignmentToChoice[]): void {
  const product = structuredClone(mustProduct(env, id));
  assignments.forEach((a, i) => {
    const choice = findChoice(product, a.option, a.choice, `media[${i}]`);
    const drop = new Set(a.mediaIds ?? []);
    const items = drop.size === 0 ? [] : (choice.media?.items ?? []).filter((m) => !drop.has(m.id ?? ''));
    choice.media = items.length > 0 ? { mainMedia: items[0], items } : { items: [] };
  });
  touch(env, product);
  env.store.putProduct(product);
  env.emit(events.productChanged(id, ['productOptions']));
}
