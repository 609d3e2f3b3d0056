import {
  type Banner,
  type BannerInput,
  bannerChangesSchema,
  bannerInputSchema,
  firstIssueMessage,
} from '@shop/contracts';
import { type FormEvent, useId, useState } from 'react';
import form from '@/styles/form-field.module.css';
import ui from '../components/admin-ui.module.css';
import { readImageAsDataUrl } from '../catalogue-form/read-image-files';
import styles from './banners.module.css';

interface BannerFormProps {
  /** The banner edited; absent: a new one, whose picture is required. */
  banner?: Banner;
  onSave: (input: BannerInput | Partial<BannerInput>) => Promise<boolean>;
  onCancel?: () => void;
}

/** A banner's picture, description, title, subtitle and link: adds a banner, or edits one in place. */
export function BannerForm({ banner, onSave, onCancel }: BannerFormProps) {
  const id = useId();
  const [file, setFile] = useState<File | null>(null);
  const [alt, setAlt] = useState(banner?.alt ?? '');
  const [title, setTitle] = useState(banner?.title ?? '');
  const [subtitle, setSubtitle] = useState(banner?.subtitle ?? '');
  const [link, setLink] = useState(banner?.link ?? '');
  const [saving, setSaving] = useState(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setSaving(true);
    try {
      const picture = file ? await readImageAsDataUrl(file) : undefined;
      const texts = { alt, title, subtitle, link };
      const parsed = banner
        ? bannerChangesSchema.safeParse({ ...texts, ...(picture ? { picture } : {}) })
        : bannerInputSchema.safeParse({ ...texts, picture });
      // The admin forms' validation messages are browser alerts (spec point 5).
      if (!parsed.success) {
        window.alert(firstIssueMessage(parsed.error));
        return;
      }
      if ((await onSave(parsed.data)) && !banner) {
        setFile(null);
        setAlt('');
        setTitle('');
        setSubtitle('');
        setLink('');
        (event.target as HTMLFormElement).reset();
      }
    } finally {
      setSaving(false);
    }
  };

  const field = (name: string, label: string, value: string, set: (value: string) => void, hint?: string) => (
    <div className={form.field}>
      <label htmlFor={`${id}-${name}`} className={form.label}>
        {label}
      </label>
      <input
        id={`${id}-${name}`}
        className={form.input}
        value={value}
        placeholder={hint}
        onChange={(event) => set(event.target.value)}
      />
    </div>
  );

  return (
    <form
      className={`${ui.card} ${styles.form}`}
      onSubmit={submit}
      noValidate
      aria-label={banner ? 'Edit banner' : 'New banner'}
    >
      <div className={form.field}>
        <label htmlFor={`${id}-picture`} className={form.label}>
          {banner ? 'New picture (optional)' : 'Picture'}
        </label>
        <input
          id={`${id}-picture`}
          className={form.input}
          type="file"
          accept="image/jpeg,image/png,image/webp,image/gif"
          onChange={(event) => setFile(event.target.files?.[0] ?? null)}
        />
        <p className={styles.hint}>Shown at 1600 × 700 (16:7); other shapes are cropped around the centre.</p>
      </div>
      {field('alt', 'Picture description', alt, setAlt, 'What the picture shows, for screen readers')}
      <div className={styles.pair}>
        {field('title', 'Title (optional)', title, setTitle)}
        {field('subtitle', 'Subtitle (optional)', subtitle, setSubtitle)}
      </div>
      {field('link', 'Link (optional)', link, setLink, '/products or https://…')}
      <div className={ui.actions}>
        {onCancel && (
          <button type="button" className={ui.buttonGhost} onClick={onCancel} disabled={saving}>
            Cancel
          </button>
        )}
        <button type="submit" className={ui.button} disabled={saving}>
          {saving ? 'Saving...' : banner ? 'Save Banner' : 'Add Banner'}
        </button>
      </div>
    </form>
  );
}
