import { FIELD_SCRIPTS, type FieldScript, SCRIPT_LANGUAGES } from '@shop/contracts';
import { useId } from 'react';
import styles from './customize-form.module.css';
import { usePageText } from '@/lib/i18n/page-texts';

interface ScriptChoiceProps {
  fieldName: string;
  script: FieldScript;
  onChange: (script: FieldScript) => void;
}

const OPTION_KEYS = { latin: 'detail.scriptLatin', urdu: 'detail.scriptUrdu' } as const;

/** "English | اردو" beside a field whose template offers both scripts: two radios, each named in its own script. */
export function ScriptChoice({ fieldName, script, onChange }: ScriptChoiceProps) {
  const name = useId();
  const text = usePageText();
  return (
    <div
      role="radiogroup"
      aria-label={text('detail.scriptChoice', { field: fieldName })}
      className={styles.scriptChoice}
    >
      {FIELD_SCRIPTS.map((option) => (
        <label key={option} className={styles.scriptOption} lang={SCRIPT_LANGUAGES[option]}>
          <input
            type="radio"
            className="visually-hidden"
            name={name}
            value={option}
            checked={script === option}
            onChange={() => onChange(option)}
          />
          {text(OPTION_KEYS[option])}
        </label>
      ))}
    </div>
  );
}
