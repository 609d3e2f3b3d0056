import type { Order } from '@shop/contracts';
import { useMemo, useState } from 'react';
import { toast } from 'react-toastify/unstyled';
import { EmptyState } from '@/components/empty-state';
import { useDocumentTitle } from '@/components/use-document-title';
import { useAllOrders } from '../api/all-orders';
import { deleteOrder } from '../api/delete-order';
import ui from '../components/admin-ui.module.css';
import { LoadingState } from '../components/loading-state';
import { PageHeader } from '../components/page-header';
import { SearchBox } from '@/components/search-box';
import { OrderDetailModal } from './order-detail-modal';
import { filterOrders } from './order-lib';
import { OrderRow } from './order-row';

/** Order Management: search, details, and delete without confirmation (a per-row busy state instead). */
export function OrdersPage() {
  useDocumentTitle('Order Management');
  const { data, isLoading, mutate } = useAllOrders();
  const [search, setSearch] = useState('');
  const [viewedId, setViewedId] = useState<string | null>(null);
  const [deleting, setDeleting] = useState<ReadonlySet<string>>(new Set());
  const orders = data ?? [];
  const shown = useMemo(() => filterOrders(orders, search), [orders, search]);
  const viewed = orders.find((o) => o._id === viewedId);

  const markDeleting = (id: string, on: boolean) =>
    setDeleting((current) => {
      const next = new Set(current);
      if (on) next.add(id);
      else next.delete(id);
      return next;
    });

  const remove = async (order: Order) => {
    markDeleting(order._id, true);
    try {
      await deleteOrder(order._id);
      await mutate((list) => list?.filter((o) => o._id !== order._id), { revalidate: false });
      setViewedId((id) => (id === order._id ? null : id));
      toast.success(`Order #${order.orderNumber} deleted successfully`);
    } catch (error) {
      console.warn('Error deleting order', error);
      toast.error('Error deleting order');
    } finally {
      markDeleting(order._id, false);
    }
  };

  return (
    <div className={ui.page}>
      <PageHeader
        title="Order Management"
        subtitle={isLoading ? undefined : `${shown.length} orders found`}
      />
      <div className={ui.toolbar}>
        <SearchBox
          value={search}
          onChange={setSearch}
          placeholder="Search by order number, name or email..."
        />
      </div>
      {isLoading ? (
        <LoadingState text="Loading orders..." />
      ) : shown.length === 0 ? (
        <EmptyState
          title="No orders found"
          text={
            search.trim()
              ? 'Try adjusting your search terms'
              : 'Orders will appear here once customers place them'
          }
        />
      ) : (
        <div className={ui.tableWrap}>
          <table className={ui.table}>
            <caption className="visually-hidden">Orders</caption>
            <thead>
              <tr>
                <th scope="col">Order</th>
                <th scope="col">Customer</th>
                <th scope="col" className={ui.hideOnPhone}>
                  Items
                </th>
                <th scope="col">Total</th>
                <th scope="col" className={ui.hideOnPhone}>
                  Date
                </th>
                <th scope="col">Actions</th>
              </tr>
            </thead>
            <tbody>
              {shown.map((order) => (
                <OrderRow
                  key={order._id}
                  order={order}
                  deleting={deleting.has(order._id)}
                  onView={() => setViewedId(order._id)}
                  onDelete={() => remove(order)}
                />
              ))}
            </tbody>
          </table>
        </div>
      )}
      {viewed && (
        <OrderDetailModal
          order={viewed}
          deleting={deleting.has(viewed._id)}
          onDelete={() => remove(viewed)}
          onClose={() => setViewedId(null)}
        />
      )}
    </div>
  );
}
