import { MAX_IMAGES } from '@shop/contracts';
import { useId } from 'react';
import styles from './catalogue-form.module.css';
import imageStyles from './catalogue-images.module.css';

interface ImagePickerProps {
  label: string;
  /** Data URLs of the picked images, in order. */
  previews: readonly string[];
  onPick: (files: File[]) => void;
  onRemove: (index: number) => void;
  showCounter?: boolean;
}

/** Picks up to 2 images and previews them, each with a remove button. */
export function ImagePicker({ label, previews, onPick, onRemove, showCounter }: ImagePickerProps) {
  const inputId = useId();
  const hintId = useId();
  return (
    <div className={styles.field}>
      <label htmlFor={inputId} className={styles.label}>
        {label} <span aria-hidden="true">*</span>
      </label>
      <input
        id={inputId}
        className={imageStyles.fileInput}
        type="file"
        accept="image/*"
        multiple
        aria-describedby={hintId}
        onChange={(event) => {
          const files = Array.from(event.target.files ?? []);
          event.target.value = '';
          if (files.length > 0) onPick(files);
        }}
      />
      <p id={hintId} className={styles.hint}>
        {showCounter ? `Selected Images: ${previews.length}/${MAX_IMAGES}` : `Up to ${MAX_IMAGES} images.`}
      </p>
      {previews.length > 0 && (
        <ul className={imageStyles.previews}>
          {previews.map((src, index) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: the same picture may be picked twice
            <li key={index} className={imageStyles.preview}>
              <img src={src} alt={`Preview ${index + 1}`} />
              <button
                type="button"
                className={imageStyles.previewRemove}
                onClick={() => onRemove(index)}
                aria-label={`Remove image ${index + 1}`}
              >
                ×
              </button>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
