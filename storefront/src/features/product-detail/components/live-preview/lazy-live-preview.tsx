import { lazy, Suspense } from 'react';
import type { LivePreviewProps } from './live-preview';

// The preview and its fonts load only on a template page whose fields are placed on the picture.
const LivePreview = lazy(async () => ({ default: (await import('./live-preview')).LivePreview }));

export function LazyLivePreview(props: LivePreviewProps) {
  return (
    <Suspense fallback={null}>
      <LivePreview {...props} />
    </Suspense>
  );
}
