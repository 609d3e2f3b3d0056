import type { PhotoCrop, PhotoCropTurn } from '@shop/contracts';
import { memo, useId, useState } from 'react';
import Cropper from 'react-easy-crop';
import 'react-easy-crop/react-easy-crop.css';
import { nextTurn, photoCropOf } from '../../lib/photo-crop-of';
import styles from './photo-crop-editor.module.css';
import { usePageText } from '@/lib/i18n/page-texts';

export interface PhotoCropEditorProps {
  fieldName: string;
  photoUrl: string;
  /** The width ÷ height of the photo's area on the template. */
  aspect: number;
  onCrop: (fieldName: string, crop: PhotoCrop) => void;
}

const MAX_ZOOM = 4;

/**
 * Move (drag), zoom (pinch, wheel or the slider) and turn the shopper's photo inside its area.
 * Memoised: typing in the other fields leaves it alone.
 */
export const PhotoCropEditor = memo(function PhotoCropEditor({
  fieldName,
  photoUrl,
  aspect,
  onCrop,
}: PhotoCropEditorProps) {
  const [position, setPosition] = useState({ x: 0, y: 0 });
  const [zoom, setZoom] = useState(1);
  const [rotation, setRotation] = useState<PhotoCropTurn>(0);
  const zoomId = useId();
  const text = usePageText();
  return (
    <section className={styles.editor} aria-label={text('crop.adjust', { field: fieldName })}>
      <p className={styles.hint}>{text('crop.hint', { field: fieldName })}</p>
      <div className={styles.area} style={{ aspectRatio: String(aspect) }}>
        <Cropper
          image={photoUrl}
          crop={position}
          zoom={zoom}
          maxZoom={MAX_ZOOM}
          rotation={rotation}
          aspect={aspect}
          disableAutomaticStylesInjection
          onCropChange={setPosition}
          onZoomChange={setZoom}
          onCropComplete={(area) => {
            const crop = photoCropOf(area, rotation);
            if (crop) onCrop(fieldName, crop);
          }}
        />
      </div>
      <div className={styles.controls}>
        <label htmlFor={zoomId}>{text('crop.zoom')}</label>
        <input
          id={zoomId}
          type="range"
          min={1}
          max={MAX_ZOOM}
          step={0.05}
          value={zoom}
          onChange={(event) => setZoom(Number(event.target.value))}
        />
        <button type="button" className={styles.turn} onClick={() => setRotation(nextTurn)}>
          {text('crop.turn', { field: fieldName })}
        </button>
      </div>
    </section>
  );
});
