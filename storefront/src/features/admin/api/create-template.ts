import { API_ROUTES, apiPath, type TemplateInput } from '@shop/contracts';
import { apiRequest } from '@/lib/api-client';

/** POST /custom-products/create-custom-product-template: images as inline data strings, isNew true. */
export function createTemplate(template: TemplateInput): Promise<unknown> {
  return apiRequest(apiPath('createTemplate'), { method: API_ROUTES.createTemplate.method, body: template });
}
