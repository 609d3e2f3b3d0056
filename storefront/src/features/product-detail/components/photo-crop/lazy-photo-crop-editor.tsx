import { lazy, Suspense } from 'react';
import type { PhotoCropEditorProps } from './photo-crop-editor';

// The cropping library loads only once a photo is chosen for a field placed on the picture.
const PhotoCropEditor = lazy(async () => ({
  default: (await import('./photo-crop-editor')).PhotoCropEditor,
}));

export function LazyPhotoCropEditor(props: PhotoCropEditorProps) {
  return (
    <Suspense fallback={null}>
      <PhotoCropEditor {...props} />
    </Suspense>
  );
}
