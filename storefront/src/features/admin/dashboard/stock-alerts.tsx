import type { StockAlert } from '@shop/contracts';
import { useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { toast } from '@/lib/toast';
import { paths } from '@/config/paths';
import { fetchSingleProduct } from '../api/single-product';
import { StockCount } from '../components/stock-count';
import styles from './dashboard.module.css';

interface StockAlertsProps {
  title: string;
  alerts: readonly StockAlert[];
  emptyText: string;
}

/** Items running low or out: a product opens in Update Product, a template in the template list. */
export function StockAlerts({ title, alerts, emptyText }: StockAlertsProps) {
  const navigate = useNavigate();
  const [opening, setOpening] = useState<string | null>(null);

  const openProduct = async (id: string) => {
    setOpening(id);
    try {
      const product = await fetchSingleProduct(id);
      navigate(paths.admin.updateProduct, { state: { product } });
    } catch (error) {
      console.warn('Failed to fetch the product', error);
      toast.error('Failed to fetch products');
      setOpening(null);
    }
  };

  return (
    <section className={styles.panel} aria-label={title}>
      <h2 className={styles.panelTitle}>{title}</h2>
      {alerts.length === 0 ? (
        <p className={styles.muted}>{emptyText}</p>
      ) : (
        <ul className={styles.alertList}>
          {alerts.map((alert) => (
            <li key={`${alert.kind}-${alert._id}`} className={styles.alert}>
              {alert.kind === 'product' ? (
                <button
                  type="button"
                  className={styles.alertLink}
                  onClick={() => openProduct(alert._id)}
                  disabled={opening === alert._id}
                >
                  {alert.name}
                </button>
              ) : (
                <Link to={paths.admin.templates} className={styles.alertLink}>
                  {alert.name}
                </Link>
              )}
              <span className={styles.kind}>{alert.kind === 'product' ? 'Product' : 'Template'}</span>
              <StockCount stock={alert.stock} sayOutOfStock />
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
