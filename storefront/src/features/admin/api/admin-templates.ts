import { sizeSchema, templateSchema, apiPath } from '@shop/contracts';
import { toast } from '@/lib/toast';
import useSWR from 'swr';
import { z } from 'zod';
import { apiRequest } from '@/lib/api-client';
import { adminImageSchema } from './admin-image';

export const ADMIN_TEMPLATES_PATH = apiPath('fullTemplates');

export const adminTemplateSchema = z.object({
  ...templateSchema.shape,
  templateImages: z.array(adminImageSchema).default([]),
  sizes: z.array(sizeSchema).default([]),
});
export type AdminTemplate = z.infer<typeof adminTemplateSchema>;

const adminTemplateListSchema = z.array(adminTemplateSchema);

export function fetchAdminTemplates(path: string): Promise<AdminTemplate[]> {
  return apiRequest(path, { schema: adminTemplateListSchema });
}

/** Every customisable template for the staff list. */
export function useAdminTemplates() {
  return useSWR(ADMIN_TEMPLATES_PATH, fetchAdminTemplates, {
    onError: (error) => {
      console.warn('Failed to fetch custom products', error);
      toast.error('Failed to fetch custom products', { toastId: 'fetch-templates' });
    },
  });
}
