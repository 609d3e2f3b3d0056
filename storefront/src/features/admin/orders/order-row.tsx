import { formatRupees, type Order } from '@shop/contracts';
import ui from '../components/admin-ui.module.css';
import { useIsOwner } from '../lib/staff-role';
import { formatOrderDate, itemCountOf } from './order-lib';
import { OrderStatusBadge } from './order-status-badge';

interface OrderRowProps {
  order: Order;
  deleting: boolean;
  selected: boolean;
  onSelect: (selected: boolean) => void;
  onView: () => void;
  onDelete: () => void;
}

export function OrderRow({ order, deleting, selected, onSelect, onView, onDelete }: OrderRowProps) {
  const count = itemCountOf(order);
  const label = `Order #${order.orderNumber}`;
  const isOwner = useIsOwner();
  return (
    <tr>
      <td>
        <input
          type="checkbox"
          checked={selected}
          onChange={(event) => onSelect(event.target.checked)}
          aria-label={`Select ${label}`}
        />
      </td>
      <th scope="row">{label}</th>
      <td>
        <OrderStatusBadge status={order.status} />
      </td>
      <td>{order.customer.name || 'N/A'}</td>
      <td className={ui.hideOnPhone}>
        {count} {count === 1 ? 'item' : 'items'}
      </td>
      <td>{formatRupees(order.total)}</td>
      <td className={ui.hideOnPhone}>{formatOrderDate(order.createdAt)}</td>
      <td>
        <div className={ui.actions}>
          <button
            type="button"
            className={ui.buttonSmall}
            onClick={onView}
            aria-label={`View Details of ${label}`}
          >
            View Details
          </button>
          {isOwner && (
            <button
              type="button"
              className={ui.buttonSmall}
              onClick={onDelete}
              disabled={deleting}
              aria-label={deleting ? `Deleting ${label}` : `Delete ${label}`}
            >
              {deleting ? 'Deleting...' : 'Delete'}
            </button>
          )}
        </div>
      </td>
    </tr>
  );
}
