import { discountPercent, formatRupees } from '@shop/contracts';
import ui from '../components/admin-ui.module.css';

interface SizesTableProps {
  sizes: readonly { size?: string; actualPrice: number; discountedPrice?: number | null }[];
}

/** Sizes and prices, with the rounded discount when both prices exist. */
export function SizesTable({ sizes }: SizesTableProps) {
  if (sizes.length === 0) return <p>No sizes</p>;
  return (
    <div className={ui.tableWrap}>
      <table className={ui.table}>
        <thead>
          <tr>
            <th scope="col">Size</th>
            <th scope="col">Original Price</th>
            <th scope="col">Discounted Price</th>
          </tr>
        </thead>
        <tbody>
          {sizes.map((entry, index) => {
            const percent = discountPercent(entry.actualPrice, entry.discountedPrice);
            return (
              // biome-ignore lint/suspicious/noArrayIndexKey: sizes have no id
              <tr key={index}>
                <td>{entry.size || 'N/A'}</td>
                <td>{formatRupees(entry.actualPrice)}</td>
                <td>
                  {entry.discountedPrice != null ? formatRupees(entry.discountedPrice) : 'N/A'}
                  {percent > 0 && <strong> ({percent}% OFF)</strong>}
                </td>
              </tr>
            );
          })}
        </tbody>
      </table>
    </div>
  );
}
