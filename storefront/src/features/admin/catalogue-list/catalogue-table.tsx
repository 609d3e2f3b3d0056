import { imageSources, type LastChange } from '@shop/contracts';
import type { ReactNode } from 'react';
import ui from '../components/admin-ui.module.css';
import { LastChangeNote } from '../components/last-change-note';
import { StockCount } from '../components/stock-count';
import styles from './catalogue-table.module.css';
import type { CatalogueRow } from './catalogue-row';

interface CatalogueTableProps {
  caption: string;
  rows: readonly CatalogueRow[];
  renderActions: (row: CatalogueRow) => ReactNode;
  /** Who last changed each row, by id (staff only; absent while unknown). */
  lastChanges?: Readonly<Record<string, LastChange>>;
}

/** The staff table of products or templates: image, name, type, category, stock and actions. */
export function CatalogueTable({ caption, rows, renderActions, lastChanges }: CatalogueTableProps) {
  return (
    <div className={ui.tableWrap}>
      <table className={`${ui.table} ${ui.stackOnPhone}`}>
        <caption className="visually-hidden">{caption}</caption>
        <thead>
          <tr>
            <th scope="col">Image</th>
            <th scope="col">Name</th>
            <th scope="col" className={ui.hideOnPhone}>
              Product Type
            </th>
            <th scope="col" className={ui.hideOnPhone}>
              Product Category
            </th>
            <th scope="col">Stock</th>
            <th scope="col">Actions</th>
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={row.id}>
              <td>
                {row.image ? (
                  <img
                    className={styles.thumb}
                    {...imageSources(row.image, '64px', 128)}
                    alt=""
                    loading="lazy"
                  />
                ) : (
                  <span className={styles.thumbPlaceholder}>No image</span>
                )}
              </td>
              <th scope="row">{row.name}</th>
              <td className={ui.hideOnPhone}>{row.category}</td>
              <td className={ui.hideOnPhone}>{row.subCategory || 'None'}</td>
              <td>
                <StockCount stock={row.stock} sayOutOfStock />
              </td>
              <td>
                <div className={ui.actions}>{renderActions(row)}</div>
                <LastChangeNote change={lastChanges?.[row.id]} className={styles.lastChange} />
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
