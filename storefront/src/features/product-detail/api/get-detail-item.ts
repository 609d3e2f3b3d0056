import { productSchema, sizeAnswerSchema, templateSchema, apiPath } from '@shop/contracts';
import * as z from 'zod/mini';
import { useEmbeddedSWR } from '@/api/embedded-answer';
import { listImageSchema } from '@/api/catalogue-item-schema';
import { ApiError, apiRequest } from '@/lib/api-client';
import { type DetailItem, type DetailKind, detailImages } from '../lib/detail-item';

const productAnswerSchema = z.extend(productSchema, {
  productImages: z._default(z.array(listImageSchema), []),
});
const templateAnswerSchema = z.extend(templateSchema, {
  templateImages: z._default(z.array(listImageSchema), []),
});

export function detailItemPath(kind: DetailKind, id: string): string {
  return apiPath(kind === 'product' ? 'singleProduct' : 'singleTemplate', { id });
}

function productItem(product: z.infer<typeof productAnswerSchema>): DetailItem {
  return {
    id: product._id,
    kind: 'product',
    name: product.name,
    description: product.description,
    ...(product.nameUr ? { nameUr: product.nameUr } : {}),
    ...(product.descriptionUr ? { descriptionUr: product.descriptionUr } : {}),
    category: product.category,
    subCategory: product.subCategory || null,
    stock: product.stock,
    hasFrame: product.hasFrame,
    frameColors: product.frameColors,
    sizes: product.sizes,
    fallbackPrice: product.price ?? null,
    images: detailImages(product.productImages),
    fields: [],
  };
}

export async function fetchProduct(path: string): Promise<DetailItem> {
  return productItem(await apiRequest(path, { schema: productAnswerSchema }));
}

/** The single-product answer the server embedded in a product page; undefined when it does not parse. */
function embeddedProduct(answer: unknown): DetailItem | undefined {
  const parsed = productAnswerSchema.safeParse(answer);
  return parsed.success ? productItem(parsed.data) : undefined;
}

function templateItem(template: z.infer<typeof templateAnswerSchema>): DetailItem {
  return {
    id: template._id,
    kind: 'template',
    name: template.name,
    description: template.description,
    ...(template.nameUr ? { nameUr: template.nameUr } : {}),
    ...(template.descriptionUr ? { descriptionUr: template.descriptionUr } : {}),
    category: template.category,
    subCategory: template.subCategory || null,
    stock: template.stock,
    hasFrame: template.hasFrame,
    frameColors: template.frameColors,
    // Template sizes are loosely typed on the wire: keep only the ones that can be priced.
    sizes: template.sizes.flatMap((size) => {
      const parsed = sizeAnswerSchema.safeParse(size);
      return parsed.success ? [parsed.data] : [];
    }),
    fallbackPrice: null,
    images: detailImages(template.templateImages),
    fields: template.fields,
    ...(template.printSizes ? { printSizes: template.printSizes } : {}),
  };
}

export async function fetchTemplate(path: string): Promise<DetailItem> {
  return templateItem(await apiRequest(path, { schema: templateAnswerSchema }));
}

/** The single-template answer the server embedded in a template's page; undefined when it does not parse. */
function embeddedTemplate(answer: unknown): DetailItem | undefined {
  const parsed = templateAnswerSchema.safeParse(answer);
  return parsed.success ? templateItem(parsed.data) : undefined;
}

export function isNotFound(error: unknown): boolean {
  return error instanceof ApiError && error.status === 404;
}

/** The product or template of a detail page (spec point 7: single-product, single-product-template). */
const DETAIL_OPTIONS = { revalidateOnFocus: false, shouldRetryOnError: false };

const DETAIL_CALLS = {
  product: { fetcher: fetchProduct, embedded: embeddedProduct },
  template: { fetcher: fetchTemplate, embedded: embeddedTemplate },
} as const;

/** A detail page's item, first from the answer the server embedded in the page when it carries one. */
export function useDetailItem(kind: DetailKind, id: string) {
  const { fetcher, embedded } = DETAIL_CALLS[kind];
  const { data, error, isLoading } = useEmbeddedSWR<DetailItem>(
    detailItemPath(kind, id),
    fetcher,
    embedded,
    DETAIL_OPTIONS,
  );
  return { item: data, error: error as unknown, isLoading };
}
