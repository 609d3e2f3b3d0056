import { useId } from 'react';
import styles from '../catalogue-form/catalogue-form.module.css';
import imageStyles from '../catalogue-form/catalogue-images.module.css';
import ui from '../components/admin-ui.module.css';

interface ImageSlotInputProps {
  number: number;
  preview: string | undefined;
  onPick: (file: File) => void;
  onRemove: () => void;
}

/** One image slot of Update Product: pick a file, see it, remove it. */
export function ImageSlotInput({ number, preview, onPick, onRemove }: ImageSlotInputProps) {
  const inputId = useId();
  return (
    <div className={imageStyles.slot}>
      <label htmlFor={inputId} className={styles.label}>
        Image {number}
      </label>
      {preview ? (
        <img className={imageStyles.slotImage} src={preview} alt={`Slot ${number} preview`} />
      ) : (
        <div className={imageStyles.slotEmpty}>No image</div>
      )}
      <input
        id={inputId}
        className={imageStyles.fileInput}
        type="file"
        accept="image/*"
        onChange={(event) => {
          const file = event.target.files?.[0];
          event.target.value = '';
          if (file) onPick(file);
        }}
      />
      {preview && (
        <button
          type="button"
          className={ui.buttonSmall}
          onClick={onRemove}
          aria-label={`Remove image ${number}`}
        >
          Remove
        </button>
      )}
    </div>
  );
}
