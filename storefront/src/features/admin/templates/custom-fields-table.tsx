import { BOTH_SCRIPTS, type CustomField, LAYOUT_FONT_LABELS } from '@shop/contracts';
import ui from '../components/admin-ui.module.css';

/** Where the live preview draws the field: its font and colour (and whether the shopper picks English or Urdu), a photo area, or nowhere. */
function placementOf({ fieldType, layout }: CustomField): string {
  if (!layout) return 'Not placed';
  if (fieldType === 'image') return 'Photo area';
  const choice = layout.scripts === BOTH_SCRIPTS ? ', English or Urdu' : '';
  return `${LAYOUT_FONT_LABELS[layout.font ?? 'sans']}, ${layout.color ?? '#000000'}${choice}`;
}

/** The customization fields of a template: name, type and options. */
export function CustomFieldsTable({ fields }: { fields: readonly CustomField[] }) {
  if (fields.length === 0) return <p>No custom fields</p>;
  return (
    <div className={ui.tableWrap}>
      <table className={ui.table}>
        <thead>
          <tr>
            <th scope="col">Field Name</th>
            <th scope="col">Type</th>
            <th scope="col">Options</th>
            <th scope="col">Required</th>
            <th scope="col">On the picture</th>
          </tr>
        </thead>
        <tbody>
          {fields.map((field) => (
            <tr key={field.fieldName}>
              <td>{field.fieldName}</td>
              <td>{field.fieldType}</td>
              <td>{field.options.length > 0 ? field.options.join(', ') : '—'}</td>
              <td>{field.required ? 'Yes' : 'No'}</td>
              <td>{placementOf(field)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
