import { NEEDS_APPROVAL_LABEL, needsApprovalByDefault, type TemplateDraft } from '@shop/contracts';
import { useFormContext, useWatch } from 'react-hook-form';
import styles from '../catalogue-form/catalogue-form.module.css';

/** "Needs the customer's approval": ticked for a Nikkah-Nama until staff untick it, unticked for the others. */
export function NeedsApprovalCheckbox() {
  const { setValue, control } = useFormContext<TemplateDraft>();
  const [category, needsApproval] = useWatch({ control, name: ['category', 'needsApproval'] });
  return (
    <label className={styles.checkbox}>
      <input
        type="checkbox"
        checked={needsApproval ?? needsApprovalByDefault(category)}
        onChange={(event) => setValue('needsApproval', event.target.checked, { shouldDirty: true })}
      />
      {NEEDS_APPROVAL_LABEL}
    </label>
  );
}
