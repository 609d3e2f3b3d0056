import {
  type CustomField,
  FIELD_SCRIPTS,
  type FieldScript,
  offersScriptChoice,
  SCRIPT_DIRECTIONS,
  SCRIPT_LANGUAGES,
  scriptOfField,
  startingScript,
} from '@shop/contracts';

const SCRIPT_CHOICES: Record<FieldScript, string> = {
  latin: 'English (the field’s font)',
  urdu: 'Urdu (Nastaliq)',
};

/**
 * The script a staff-entered field is written in, where it offers both: the one staff picked, else the
 * one its text is in (English while empty), with the `dir` and `lang` its input takes; null otherwise.
 */
export function staffFieldScript(
  field: CustomField,
  picked: Readonly<Record<string, FieldScript>>,
  value: string,
): { script: FieldScript; written: { dir: 'ltr' | 'rtl'; lang: 'en' | 'ur' } } | null {
  if (!offersScriptChoice(field)) return null;
  const script = scriptOfField(picked, field.fieldName) ?? startingScript(value, 'latin');
  return { script, written: { dir: SCRIPT_DIRECTIONS[script], lang: SCRIPT_LANGUAGES[script] } };
}

interface FieldScriptSelectProps {
  fieldName: string;
  value: FieldScript;
  onChange: (script: FieldScript) => void;
  className?: string;
}

/** The script staff write a field in, where its template offers English or Urdu: what the proof draws. */
export function FieldScriptSelect({ fieldName, value, onChange, className }: FieldScriptSelectProps) {
  return (
    <select
      aria-label={`Script of ${fieldName}`}
      className={className}
      value={value}
      onChange={(event) => onChange(event.target.value as FieldScript)}
    >
      {FIELD_SCRIPTS.map((script) => (
        <option key={script} value={script}>
          {SCRIPT_CHOICES[script]}
        </option>
      ))}
    </select>
  );
}
