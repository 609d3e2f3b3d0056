import { useState } from 'react';
import { toast } from '@/lib/toast';
import ui from '../components/admin-ui.module.css';
import { downloadImage } from './download-image';
import styles from './orders.module.css';

interface CustomImageValueProps {
  label: string;
  url: string;
  fileName: string;
}

/** A picture the customer supplied: thumbnail (opens it), View in a new tab, Download. */
export function CustomImageValue({ label, url, fileName }: CustomImageValueProps) {
  const [failed, setFailed] = useState(false);
  const [downloading, setDownloading] = useState(false);

  const download = async () => {
    setDownloading(true);
    try {
      await downloadImage(url, fileName);
      toast.success('Image downloaded successfully!');
    } catch (error) {
      console.warn('Failed to download image', error);
      toast.error('Failed to download image');
    } finally {
      setDownloading(false);
    }
  };

  return (
    <div className={styles.customImage}>
      {failed ? (
        <span className={styles.imageFailed}>Image failed to load</span>
      ) : (
        <a href={url} target="_blank" rel="noopener noreferrer" className={styles.thumbLink}>
          <img src={url} alt={label} className={styles.customThumb} onError={() => setFailed(true)} />
          <span className={styles.clickToView}>Click to view</span>
        </a>
      )}
      <div className={ui.actions}>
        <a
          href={url}
          target="_blank"
          rel="noopener noreferrer"
          className={ui.buttonSmall}
          aria-label={`View ${label} in a new tab`}
        >
          View
        </a>
        <button
          type="button"
          className={ui.buttonSmall}
          onClick={download}
          disabled={downloading}
          aria-label={`Download ${label}`}
        >
          {downloading ? 'Downloading...' : 'Download'}
        </button>
      </div>
    </div>
  );
}
