import {
  canCorrectOrder,
  formatRupees,
  ORDER_SOURCE_LABELS,
  type Order,
  type OrderCorrection,
  type OrderStatusChange,
  orderSourceOf,
} from '@shop/contracts';
import { useState } from 'react';
import ui from '../components/admin-ui.module.css';
import { useIsOwner } from '../lib/staff-role';
import { Modal } from '@/components/modal';
import { OrderActions } from './order-actions';
import { OrderContactLinks } from './order-contact-links';
import { OrderEditForm } from './order-edit-form';
import { OrderHistoryTimeline } from './order-history-timeline';
import { OrderItemCard } from './order-item-card';
import { OrderProofs } from './order-proofs';
import { OrderStatusBadge } from './order-status-badge';
import { PrintButtons } from './print-buttons';
import { formatOrderDate } from './order-lib';
import styles from './orders.module.css';

interface OrderDetailModalProps {
  order: Order;
  deleting: boolean;
  onDelete: () => void;
  onMove: (change: OrderStatusChange) => Promise<boolean>;
  /** Answers whether the server took the correction. */
  onCorrect: (correction: OrderCorrection) => Promise<boolean>;
  /** Answers whether the server took the proof of this line (counted from 1). */
  onUploadProof: (line: number, file: File) => Promise<boolean>;
  onClose: () => void;
}

const orNA = (text: string | undefined) => text || 'N/A';

/** Status, history and moves, customer, payment and items of one order, with its Edit button and, for owners, its Delete button. */
export function OrderDetailModal({
  order,
  deleting,
  onDelete,
  onMove,
  onCorrect,
  onUploadProof,
  onClose,
}: OrderDetailModalProps) {
  const { customer } = order;
  const isOwner = useIsOwner();
  const [editing, setEditing] = useState(false);
  const [saving, setSaving] = useState(false);
  const editable = canCorrectOrder(order.status);
  return (
    <Modal
      title={`Order #${order.orderNumber}`}
      onClose={onClose}
      footer={
        <>
          <button type="button" className={ui.buttonGhost} onClick={onClose}>
            Close
          </button>
          <PrintButtons orders={[order]} />
          {isOwner && (
            <button type="button" className={ui.buttonDanger} onClick={onDelete} disabled={deleting}>
              {deleting ? 'Deleting...' : 'Delete'}
            </button>
          )}
        </>
      }
    >
      <h3 className={ui.sectionTitle}>
        Status <OrderStatusBadge status={order.status} />
      </h3>
      {order.courier && (
        <p>
          {order.courier}, tracking number {order.trackingNumber}
        </p>
      )}
      <OrderHistoryTimeline history={order.history} />
      <OrderProofs order={order} onUpload={onUploadProof} />
      <OrderActions key={order.status} order={order} onMove={onMove} />
      {editable && editing && (
        <OrderEditForm
          order={order}
          busy={saving}
          onCancel={() => setEditing(false)}
          onSave={async (correction) => {
            setSaving(true);
            const saved = await onCorrect(correction);
            setSaving(false);
            if (saved) setEditing(false);
            return saved;
          }}
        />
      )}
      {editable && !editing && (
        <div className={ui.actions}>
          <button type="button" className={ui.buttonGhost} onClick={() => setEditing(true)}>
            Edit order
          </button>
        </div>
      )}
      <h3 className={ui.sectionTitle}>Customer Details</h3>
      <OrderContactLinks order={order} />
      <dl className={ui.details}>
        {(
          [
            ['Name', customer.name],
            ['Email', customer.email],
            ['Phone', customer.phone],
            ['Address', customer.address],
            ['City', customer.city],
            ['Country', customer.country],
          ] as const
        ).map(([label, value]) => (
          <div key={label}>
            <dt>{label}</dt>
            <dd>{orNA(value)}</dd>
          </div>
        ))}
      </dl>
      <h3 className={ui.sectionTitle}>Payment Information</h3>
      <dl className={ui.details}>
        <div>
          <dt>Payment Method</dt>
          <dd>{orNA(order.paymentMethod)}</dd>
        </div>
        <div>
          <dt>Subtotal</dt>
          <dd>{formatRupees(order.subtotal)}</dd>
        </div>
        <div>
          <dt>Delivery</dt>
          <dd>{formatRupees(order.deliveryCharge)}</dd>
        </div>
        <div>
          <dt>Total</dt>
          <dd>{formatRupees(order.total)}</dd>
        </div>
        <div>
          <dt>Order Date</dt>
          <dd>{formatOrderDate(order.createdAt)}</dd>
        </div>
        <div>
          <dt>Ordered by</dt>
          <dd>
            {ORDER_SOURCE_LABELS[orderSourceOf(order.source)]}
            {order.enteredBy && ` (taken by ${order.enteredBy})`}
          </dd>
        </div>
      </dl>
      <h3 className={ui.sectionTitle}>Order Items</h3>
      {order.items.length === 0 ? (
        <p>No items found in this order</p>
      ) : (
        <ul className={styles.items}>
          {order.items.map((item, index) => (
            <OrderItemCard
              key={item.cartId ?? `${item.id}-${index}`}
              item={item}
              orderNumber={order.orderNumber}
              itemNumber={index + 1}
            />
          ))}
        </ul>
      )}
    </Modal>
  );
}
