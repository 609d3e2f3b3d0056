import type { PrintQuality } from '@shop/contracts';
import { PHOTO_PICKER_ACCEPT } from '@/lib/upload-image';
import type { UploadState } from '../lib/use-image-uploads';
import styles from './customize-form.module.css';
import { usePageText } from '@/lib/i18n/page-texts';
import { useRuleText } from '@/lib/i18n/use-rule-text';

interface ImageFieldInputProps {
  id: string;
  fieldName: string;
  required: boolean;
  value: string;
  upload?: UploadState;
  /** How the uploaded photo prints at the chosen size; null when it cannot be judged. */
  printQuality: PrintQuality | null;
  onSelect: (file: unknown) => void;
}

/** How sharp the photo prints at the chosen size: said quietly when sharp, as a warning or an error otherwise. */
function PrintQualityNote({ quality }: { quality: PrintQuality }) {
  const text = usePageText();
  const sayRule = useRuleText();
  if (quality.verdict === 'sharp')
    return <p className={styles.printSharp}>{text('detail.sharpAtThisSize', { dpi: quality.dpi })}</p>;
  return (
    <p
      className={quality.verdict === 'soft' ? styles.printSoft : styles.error}
      role={quality.verdict === 'soft' ? 'status' : 'alert'}
    >
      {sayRule(quality.message)}
    </p>
  );
}

/** One image for an image custom field: the picker, the upload's progress, the result or the error. */
export function ImageFieldInput({
  id,
  fieldName,
  required,
  value,
  upload,
  printQuality,
  onSelect,
}: ImageFieldInputProps) {
  const errorId = `${id}-error`;
  const text = usePageText();
  return (
    <div className={styles.imageField}>
      <input
        id={id}
        type="file"
        accept={PHOTO_PICKER_ACCEPT}
        className={styles.file}
        required={required}
        disabled={upload?.uploading}
        aria-describedby={upload?.error ? errorId : undefined}
        aria-invalid={upload?.error ? true : undefined}
        onChange={(event) => {
          onSelect(event.target.files?.[0]);
          // Let the same file be picked again after a failure.
          event.target.value = '';
        }}
      />
      {upload?.uploading && (
        <div className={styles.progressRow}>
          <div
            className={styles.progress}
            role="progressbar"
            aria-label={text('detail.uploadingField', { field: fieldName })}
            aria-valuemin={0}
            aria-valuemax={100}
            aria-valuenow={upload.progress}
          >
            <div className={styles.progressFill} style={{ width: `${upload.progress}%` }} />
          </div>
          <span className={styles.progressText}>{upload.progress}%</span>
        </div>
      )}
      {value && !upload?.uploading && (
        <img
          className={styles.thumbnail}
          src={value}
          alt={text('detail.fieldPreview', { field: fieldName })}
          width={96}
          height={96}
        />
      )}
      {value && !upload?.uploading && printQuality && <PrintQualityNote quality={printQuality} />}
      {upload?.error && (
        <p id={errorId} className={styles.error} role="alert">
          {upload.error}
        </p>
      )}
    </div>
  );
}
