import type { Core } from '@strapi/strapi';
import { ListCache } from './list-cache';

const caches = new WeakMap<Core.Strapi, ListCache>();

/** The list cache of this server process. */
export function listCacheOf(strapi: Core.Strapi): ListCache {
  let cache = caches.get(strapi);
  if (!cache) {
    cache = new ListCache(strapi);
    caches.set(strapi, cache);
  }
  return cache;
}
