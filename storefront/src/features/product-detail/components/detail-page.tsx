import { useEffect } from 'react';
import { useParams } from 'react-router';
import { toast } from '@/lib/toast';
import { useDocumentTitle } from '@/components/use-document-title';
import { isNotFound, useDetailItem } from '../api/get-detail-item';
import { DETAIL_PAGES, type DetailKind } from '../lib/detail-item';
import { DetailNotFound } from './detail-not-found';
import { DetailSkeleton } from './detail-skeleton';
import { DetailView } from './detail-view';
import { pageText, usePageText } from '@/lib/i18n/page-texts';

/** Loading, then the product or 'Product Not Found' (spec point 4, 'Detail page'). */
export function DetailPage({ kind }: { kind: DetailKind }) {
  const { id = '' } = useParams();
  const config = DETAIL_PAGES[kind];
  const { item, error, isLoading } = useDetailItem(kind, id);
  const text = usePageText();
  useDocumentTitle(item?.name ?? (error ? text('detail.notFoundTitle') : undefined));

  useEffect(() => {
    if (!error) return;
    const loadFailed = pageText('detail.loadFailed');
    console.warn(loadFailed, error);
    // Only the standard page shows the failure; a missing product speaks for itself (spec point 8).
    if (kind === 'product' && !isNotFound(error)) toast.error(loadFailed, { toastId: loadFailed });
  }, [error, kind]);

  if (isLoading) return <DetailSkeleton />;
  if (!item) return <DetailNotFound config={config} />;
  return <DetailView key={item.id} item={item} config={config} />;
}
