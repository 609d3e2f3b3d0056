import type { PrintSizeMap } from '@shop/contracts';
import ui from '../components/admin-ui.module.css';

/** The print sizes staff gave the template's unreadable size labels, as the view modal shows them. */
export function PrintSizesDetails({ printSizes }: { printSizes: PrintSizeMap }) {
  return (
    <>
      <h3 className={ui.sectionTitle}>Print Sizes</h3>
      <dl className={ui.details}>
        {Object.entries(printSizes).map(([label, { width, height, unit }]) => (
          <div key={label}>
            <dt>{label}</dt>
            <dd>{`${width} × ${height} ${unit}`}</dd>
          </div>
        ))}
      </dl>
    </>
  );
}
