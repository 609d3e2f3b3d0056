import type { Core, UID } from '@strapi/strapi';
import { reviewInputSchema } from '@shop/contracts';
import type { Context } from 'koa';
import { parseInput } from '../errors';
import type { CatalogueKind } from './catalogue-kind';
import type { CatalogueWrite, catalogueService } from './catalogue-service';

/**
 * The controller actions products and templates share: parse the request, call the API's service
 * (which holds the catalogue rules), answer. Each controller names them as its routes do (`singleProduct`, `singleTemplate`).
 */
export function catalogueActions(
  strapi: Core.Strapi,
  kind: CatalogueKind,
  parseWrite: (body: unknown) => CatalogueWrite,
) {
  // The product or template service, made of catalogueService (api/*/services).
  const service = () => strapi.service(kind.uid as UID.Service) as ReturnType<typeof catalogueService>;
  return {
    async related(ctx: Context) {
      ctx.body = await service().related(ctx.params.id);
    },
    async reviews(ctx: Context) {
      ctx.body = await service().reviews(ctx.params.id);
    },
    async addReview(ctx: Context) {
      const input = parseInput(reviewInputSchema, ctx.request.body);
      ctx.status = 201;
      ctx.body = await service().addReview(ctx.params.id, input);
    },
    async create(ctx: Context) {
      const write = parseWrite(ctx.request.body);
      ctx.status = 201;
      ctx.body = await service().createEntry(write);
    },
    async update(ctx: Context) {
      const write = parseWrite(ctx.request.body);
      ctx.body = await service().updateEntry(ctx.params.id, write);
    },
    async remove(ctx: Context) {
      ctx.body = await service().remove(ctx.params.id);
    },
  };
}
