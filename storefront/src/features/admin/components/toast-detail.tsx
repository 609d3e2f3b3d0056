/** A toast in the spec's words, with the server's reason under it when there is one. */
export function ToastDetail({ title, detail }: { title: string; detail?: string }) {
  return (
    <div>
      <strong>{title}</strong>
      {detail && <div>{detail}</div>}
    </div>
  );
}

export function messageOf(error: unknown): string | undefined {
  return error instanceof Error && error.message ? error.message : undefined;
}
