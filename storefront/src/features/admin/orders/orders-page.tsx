import {
  holdsStock,
  type Order,
  type OrderStatus,
  orderDeletedMessage,
  orderDeleteQuestion,
} from '@shop/contracts';
import { useMemo, useState } from 'react';
import { toast } from '@/lib/toast';
import { EmptyState } from '@/components/empty-state';
import { SearchBox } from '@/components/search-box';
import { useDocumentTitle } from '@/components/use-document-title';
import { useAllOrders } from '../api/all-orders';
import { downloadCourierExport } from '../api/courier-export';
import { deleteOrder } from '../api/delete-order';
import ui from '../components/admin-ui.module.css';
import { ConfirmDialog } from '../components/confirm-dialog';
import { LoadingState } from '../components/loading-state';
import { PageHeader } from '../components/page-header';
import { BulkMoveBar } from './bulk-move-bar';
import { OrderDetailModal } from './order-detail-modal';
import { countByStatus, filterOrders, itemCountOf } from './order-lib';
import { OrderRow } from './order-row';
import { OrderStatusTabs } from './order-status-tabs';
import { OrdersTable } from './orders-table';
import { StoppedOrders } from './stopped-orders';
import { useOrderMoves } from './use-order-moves';

function toggled(set: ReadonlySet<string>, id: string, on: boolean): Set<string> {
  const next = new Set(set);
  if (on) next.add(id);
  else next.delete(id);
  return next;
}

/** Order Management: status tabs, search, details with the lifecycle's moves, bulk moves, CSV export, delete. */
export function OrdersPage() {
  useDocumentTitle('Order Management');
  const { data, isLoading, mutate } = useAllOrders();
  const { moveOne, moveMany } = useOrderMoves(mutate);
  const [search, setSearch] = useState('');
  const [status, setStatus] = useState<OrderStatus | null>(null);
  const [viewedId, setViewedId] = useState<string | null>(null);
  const [deleting, setDeleting] = useState<ReadonlySet<string>>(new Set());
  const [confirming, setConfirming] = useState<Order | null>(null);
  const [selectedIds, setSelectedIds] = useState<ReadonlySet<string>>(new Set());
  const orders = data ?? [];
  const counts = useMemo(() => countByStatus(orders), [orders]);
  const shown = useMemo(
    () => filterOrders(status ? orders.filter((o) => o.status === status) : orders, search),
    [orders, status, search],
  );
  const viewed = orders.find((o) => o._id === viewedId);
  const selected = shown.filter((o) => selectedIds.has(o._id));

  const remove = async (order: Order) => {
    setConfirming(null);
    setDeleting((current) => toggled(current, order._id, true));
    try {
      await deleteOrder(order._id);
      await mutate((list) => list?.filter((o) => o._id !== order._id), { revalidate: false });
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
        subtitle={isLoading ? undefined : `${shown.length} orders found`}
      />
      <OrderStatusTabs counts={counts} total={orders.length} selected={status} onSelect={setStatus} />
      <div className={ui.toolbar}>
        <SearchBox
          value={search}
          onChange={setSearch}
          placeholder="Search by order number, name or email..."
        />
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
            search.trim() || status
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
      {viewed && (
        <OrderDetailModal
          order={viewed}
          deleting={deleting.has(viewed._id)}
          onDelete={() => setConfirming(viewed)}
          onMove={(change) => moveOne(viewed, change)}
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
