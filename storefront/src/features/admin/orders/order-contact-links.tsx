import type { Order } from '@shop/contracts';
import { useShopSettings } from '@/api/shop-settings';
import ui from '../components/admin-ui.module.css';
import { callLink, whatsappLink, whatsappMessageOf } from './order-lib';

/** One click to call; one to WhatsApp with the message the order's state calls for (confirm, dispatched). */
export function OrderContactLinks({ order }: { order: Order }) {
  const { shopName } = useShopSettings();
  const call = callLink(order);
  if (!call) return null;
  const message = whatsappMessageOf(order, shopName);
  const chat = message && whatsappLink(order, message.text);
  return (
    <div className={ui.actions}>
      {message && chat && (
        <a href={chat} target="_blank" rel="noopener noreferrer" className={ui.buttonSmall}>
          {message.label}
        </a>
      )}
      <a href={call} className={ui.buttonSmall}>
        Call {order.customer.phone}
      </a>
    </div>
  );
}
