import { useEffect } from 'react';
import { useParams } from 'react-router';
import { toast } from '@/lib/toast';
import { useDocumentTitle } from '@/components/use-document-title';
import { isNotFound, useDetailItem } from '../api/get-detail-item';
import { DETAIL_PAGES, type DetailKind } from '../lib/detail-item';
import { DetailNotFound } from './detail-not-found';
import { DetailSkeleton } from './detail-skeleton';
import { DetailView } from './detail-view';

export const LOAD_FAILED_MESSAGE = 'Failed to load product details';

/** Loading, then the product or 'Product Not Found' (spec point 4, 'Detail page'). */
export function DetailPage({ kind }: { kind: DetailKind }) {
  const { id = '' } = useParams();
  const config = DETAIL_PAGES[kind];
  const { item, error, isLoading } = useDetailItem(kind, id);
  useDocumentTitle(item?.name ?? (error ? 'Product Not Found' : undefined));

  useEffect(() => {
    if (!error) return;
    console.warn(LOAD_FAILED_MESSAGE, error);
    // Only the standard page shows the failure; a missing product speaks for itself (spec point 8).
    if (kind === 'product' && !isNotFound(error))
      toast.error(LOAD_FAILED_MESSAGE, { toastId: LOAD_FAILED_MESSAGE });
  }, [error, kind]);

  if (isLoading) return <DetailSkeleton />;
  if (!item) return <DetailNotFound config={config} />;
  return <DetailView key={item.id} item={item} config={config} />;
}
