import type { Order } from '@shop/contracts';
import type { ReactNode } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { OrderSlip } from './order-slip';
import type { ShopIdentity } from '../shop-identity';
import { PRINT_CSS } from './print-styles';
import { ProductionSheet } from './production-sheet';

export type PrintKind = 'slips' | 'production-sheet';

function PrintPage({ title, children }: { title: string; children: ReactNode }) {
  return (
    <html lang="en">
      <head>
        <meta charSet="utf-8" />
        <meta name="robots" content="noindex" />
        <title>{title}</title>
        <style>{PRINT_CSS}</style>
      </head>
      <body>
        <p className="screen-only">
          Print with your browser's Print command (Ctrl+P, or ⌘P on a Mac): each sheet starts on a new page.
        </p>
        {children}
      </body>
    </html>
  );
}

function titleOf(kind: PrintKind, orders: readonly Order[]): string {
  const numbers = orders.map((order) => `#${order.orderNumber}`).join(', ');
  return kind === 'slips' ? `Invoice and packing slip: ${numbers}` : `Production sheet: ${numbers}`;
}

/** The printable HTML document: one slip per order, or one production sheet for all their lines. */
export function renderPrint(kind: PrintKind, orders: readonly Order[], shop: ShopIdentity): string {
  const body =
    kind === 'slips' ? (
      orders.map((order) => <OrderSlip key={order._id} order={order} shop={shop} />)
    ) : (
      <ProductionSheet orders={orders} shop={shop} />
    );
  return `<!doctype html>${renderToStaticMarkup(<PrintPage title={titleOf(kind, orders)}>{body}</PrintPage>)}`;
}
