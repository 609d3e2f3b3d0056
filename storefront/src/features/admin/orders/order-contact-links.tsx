import type { Order } from '@shop/contracts';
import { useShopSettings } from '@/api/shop-settings';
import ui from '../components/admin-ui.module.css';
import { callLink, whatsappLink } from './order-lib';

/** One click to WhatsApp with the confirmation message prefilled, one click to call. */
export function OrderContactLinks({ order }: { order: Order }) {
  const { shopName } = useShopSettings();
  const chat = whatsappLink(order, shopName);
  const call = callLink(order);
  if (!chat || !call) return null;
  return (
    <div className={ui.actions}>
      <a href={chat} target="_blank" rel="noopener noreferrer" className={ui.buttonSmall}>
        Confirm on WhatsApp
      </a>
      <a href={call} className={ui.buttonSmall}>
        Call {order.customer.phone}
      </a>
    </div>
  );
}
