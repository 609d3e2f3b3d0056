import ui from './admin-ui.module.css';

/** A spinner with the spec's loading text. */
export function LoadingState({ text }: { text: string }) {
  return (
    <div className={ui.loading} role="status">
      <span className={ui.spinner} aria-hidden="true" />
      <span>{text}</span>
    </div>
  );
}
