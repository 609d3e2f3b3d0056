import { FIELD_SCRIPTS, type FieldScript } from '@shop/contracts';

const SCRIPT_CHOICES: Record<FieldScript, string> = {
  latin: 'English (the field’s font)',
  urdu: 'Urdu (Nastaliq)',
};

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
