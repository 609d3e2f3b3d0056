import type { Core, UID } from '@strapi/strapi';
import type { Context } from 'koa';
import type { z } from 'zod';
import { parseInput } from './errors';

/** What a controller action passes to its service method: the route's `:id`, then the body checked by its contract. */
interface ServiceCall {
  id?: true;
  body?: z.ZodType;
  /** 201 for a create. */
  status?: 201;
}

/**
 * Thin controller actions: each calls the service method of its own name (the route's `:id`, then the
 * body parsed by its contract, a bad body being a 400 naming the first problem) and answers its result.
 */
export function serviceActions<Name extends string>(
  strapi: Core.Strapi,
  uid: UID.Service,
  calls: Record<Name, ServiceCall>,
): Record<Name, (ctx: Context) => Promise<void>> {
  const action = (name: string, call: ServiceCall) => async (ctx: Context) => {
    const args: unknown[] = call.id ? [ctx.params.id] : [];
    if (call.body) args.push(parseInput(call.body, ctx.request.body));
    ctx.body = await strapi.service(uid)[name](...args);
    if (call.status) ctx.status = call.status;
  };
  return Object.fromEntries(
    Object.entries<ServiceCall>(calls).map(([name, call]) => [name, action(name, call)]),
  ) as Record<Name, (ctx: Context) => Promise<void>>;
}
