import {
  holdsStock,
  type Order,
  ORDER_STATUSES,
  type OrderSource,
  type OrderStatus,
  orderDeletedMessage,
  orderDeleteQuestion,
} from '@shop/contracts';
import { useEffect, useState } from 'react';
import { useSearchParams } from 'react-router';
import { toast } from '@/lib/toast';
import { EmptyState } from '@/components/empty-state';
import { Pager } from '@/components/pager';
import { SearchBox } from '@/components/search-box';
import { useDocumentTitle } from '@/components/use-document-title';
import { useOrderPage } from '../api/all-orders';
import { downloadCourierExport } from '../api/courier-export';
import { deleteOrder } from '../api/delete-order';
import ui from '../components/admin-ui.module.css';
import { ConfirmDialog } from '../components/confirm-dialog';
import { LoadingState } from '../components/loading-state';
import { PageHeader } from '../components/page-header';
import { BulkMoveBar } from './bulk-move-bar';
import { OrderDetailModal } from './order-detail-modal';
import { itemCountOf } from './order-lib';
import { OrderRow } from './order-row';
import { OrderStatusTabs } from './order-status-tabs';
import { OrdersTable } from './orders-table';
import {
  allOrdersCount,
  type OrdersView,
  ordersOfTab,
  ordersViewFrom,
  ordersViewParams,
  pageAfterDelete,
} from './orders-view';
import { SourceFilter } from './source-filter';
import { StoppedOrders } from './stopped-orders';
import { useOrderCorrection } from './use-order-correction';
import { useOrderMoves } from './use-order-moves';
import { useOrderProofUpload } from './use-order-proof-upload';

/** The tabs' counts before the first page has come. */
const NO_COUNTS = Object.fromEntries(ORDER_STATUSES.map((status) => [status, 0])) as Record<
  OrderStatus,
  number
>;

function toggled(set: ReadonlySet<string>, id: string, on: boolean): Set<string> {
  const next = new Set(set);
  if (on) next.add(id);
  else next.delete(id);
  return next;
}

/**
 * Order Management, a page of orders at a time: status tabs with every state's count, search, details
 * with the lifecycle's moves, bulk moves of the page's orders, CSV export of the tab, delete. The tab
 * and the page are kept in the URL.
 */
export function OrdersPage() {
  useDocumentTitle('Order Management');
  const [params, setParams] = useSearchParams();
  const { status, page } = ordersViewFrom(params);
  const [search, setSearch] = useState('');
  const [source, setSource] = useState<OrderSource | null>(null);
  const { data, isLoading, mutate } = useOrderPage({ status, search, page, source });
  const { moveOne, moveMany } = useOrderMoves(mutate, status);
  const correctOne = useOrderCorrection(mutate, status);
  const uploadProof = useOrderProofUpload(mutate, status);
  const [viewedId, setViewedId] = useState<string | null>(null);
  const [deleting, setDeleting] = useState<ReadonlySet<string>>(new Set());
  const [confirming, setConfirming] = useState<Order | null>(null);
  const [selectedIds, setSelectedIds] = useState<ReadonlySet<string>>(new Set());
  const orders = data?.orders ?? [];
  const shown = ordersOfTab(orders, status);
  const counts = data?.counts ?? NO_COUNTS;
  const viewed = orders.find((o) => o._id === viewedId);
  const selected = shown.filter((o) => selectedIds.has(o._id));
  const lastPage = data?.meta.pageCount ?? 1;

  /** Another tab or page: a new page is a new history entry; the selection was of the page left. */
  const show = (view: OrdersView, replace = false) => {
    setSelectedIds(new Set());
    setParams(ordersViewParams(view), { replace });
  };
  const searchFor = (text: string) => {
    setSearch(text);
    if (page !== 1) show({ status, page: 1 }, true);
  };
  const showSource = (chosen: OrderSource | null) => {
    setSource(chosen);
    if (page !== 1) show({ status, page: 1 }, true);
  };

  // A page past the last (orders deleted meanwhile, an old link) shows the last one.
  const pastTheEnd =
    data && data.meta.page === page && page > data.meta.pageCount ? data.meta.pageCount : null;
  useEffect(() => {
    if (pastTheEnd !== null) setParams(ordersViewParams({ status, page: pastTheEnd }), { replace: true });
  }, [pastTheEnd, status, setParams]);

  const remove = async (order: Order) => {
    setConfirming(null);
    setDeleting((current) => toggled(current, order._id, true));
    try {
      await deleteOrder(order._id);
      await mutate((current) => current && pageAfterDelete(current, order._id, status), {
        revalidate: false,
      });
      setViewedId((id) => (id === order._id ? null : id));
      toast.success(
        orderDeletedMessage(order.orderNumber, holdsStock(order.status) ? itemCountOf(order) : 0),
      );
    } catch (error) {
      console.warn('Error deleting order', error);
      toast.error('Error deleting order');
    } finally {
      setDeleting((current) => toggled(current, order._id, false));
    }
  };

  const exportCsv = async () => {
    try {
      await downloadCourierExport(status);
    } catch (error) {
      console.warn('Error exporting orders', error);
      toast.error('The orders could not be exported');
    }
  };

  return (
    <div className={ui.page}>
      <PageHeader
        title="Order Management"
        subtitle={isLoading || !data ? undefined : `${data.meta.total} orders found`}
      />
      <OrderStatusTabs
        counts={counts}
        total={allOrdersCount(counts)}
        selected={status}
        onSelect={(tab) => show({ status: tab, page: 1 })}
      />
      <div className={ui.toolbar}>
        <SearchBox
          value={search}
          onChange={searchFor}
          placeholder="Search by order number, name or email..."
        />
        <SourceFilter source={source} onChange={showSource} />
        <button type="button" className={ui.buttonSmall} onClick={exportCsv}>
          Export CSV for the courier
        </button>
      </div>
      <BulkMoveBar selected={selected} onMove={moveMany} onClear={() => setSelectedIds(new Set())} />
      {isLoading ? (
        <LoadingState text="Loading orders..." />
      ) : shown.length === 0 ? (
        <EmptyState
          title="No orders found"
          text={
            search.trim() || status || source
              ? 'Try adjusting your search terms'
              : 'Orders will appear here once customers place them'
          }
        />
      ) : (
        <OrdersTable>
          {shown.map((order) => (
            <OrderRow
              key={order._id}
              order={order}
              deleting={deleting.has(order._id)}
              selected={selectedIds.has(order._id)}
              onSelect={(on) => setSelectedIds((current) => toggled(current, order._id, on))}
              onView={() => setViewedId(order._id)}
              onDelete={() => setConfirming(order)}
            />
          ))}
        </OrdersTable>
      )}
      <Pager page={page} lastPage={lastPage} onPageChange={(to) => show({ status, page: to })} />
      {viewed && (
        <OrderDetailModal
          order={viewed}
          deleting={deleting.has(viewed._id)}
          onDelete={() => setConfirming(viewed)}
          onMove={(change) => moveOne(viewed, change)}
          onCorrect={(correction) => correctOne(viewed, correction)}
          onUploadProof={(line, file) => uploadProof(viewed, line, file)}
          onClose={() => setViewedId(null)}
        />
      )}
      {confirming && (
        // Deleting an order that still holds stock puts it back: the question says so before it happens.
        <ConfirmDialog
          title="Delete Order"
          text={orderDeleteQuestion({
            orderNumber: confirming.orderNumber,
            status: confirming.status,
            itemCount: itemCountOf(confirming),
          })}
          confirmLabel="Delete"
          onConfirm={() => remove(confirming)}
          onCancel={() => setConfirming(null)}
        />
      )}
      <StoppedOrders />
    </div>
  );
}
