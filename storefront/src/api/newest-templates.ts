import { HOME_LIST_LIMIT, HOME_REFRESH_MS, apiPath } from '@shop/contracts';
import useSWR from 'swr';
import { apiRequest } from '@/lib/api-client';
import { answerSchema } from './load-answer-schemas';
import { type CatalogueItem, templateToItem } from './catalogue-item';

export const NEWEST_TEMPLATES_PATH = apiPath('fullTemplates', {}, { limit: String(HOME_LIST_LIMIT) });

export async function fetchNewestTemplates(path: string): Promise<CatalogueItem[]> {
  const templates = await apiRequest(path, { loadSchema: answerSchema('newestTemplatesSchema') });
  return templates.slice(0, HOME_LIST_LIMIT).map(templateToItem);
}

/**
 * Home 'Customize Products': the 8 newest templates, refetched every minute; a failure is only logged.
 * Nothing is asked for while `wanted` is false: the list is loading until then.
 */
export function useNewestTemplates(wanted = true): { templates: CatalogueItem[]; isLoading: boolean } {
  const { data, isLoading } = useSWR(wanted ? NEWEST_TEMPLATES_PATH : null, fetchNewestTemplates, {
    refreshInterval: HOME_REFRESH_MS,
    onError: (error) => console.warn('Failed to load the customizable products', error),
  });
  return { templates: data ?? [], isLoading: isLoading || !wanted };
}
