import type { Core } from '@strapi/strapi';

/** A value kept per Strapi instance (tests start several in one process), made on first use. */
export function perServer<T>(create: () => T): (strapi: Core.Strapi) => T {
  const values = new WeakMap<Core.Strapi, T>();
  return (strapi) => {
    if (!values.has(strapi)) values.set(strapi, create());
    return values.get(strapi) as T;
  };
}
