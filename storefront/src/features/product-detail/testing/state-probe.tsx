import { useLocation } from 'react-router';

/** A stand-in page that shows the navigation state it was given. */
export function StateProbe({ label }: { label: string }) {
  const { state } = useLocation();
  return (
    <div>
      <h1>{label}</h1>
      <pre data-testid="navigation-state">{JSON.stringify(state)}</pre>
    </div>
  );
}

export function probedState(): unknown {
  const pre = document.querySelector('[data-testid="navigation-state"]');
  return JSON.parse(pre?.textContent ?? 'null');
}
