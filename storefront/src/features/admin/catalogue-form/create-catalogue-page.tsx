import { type FormEvent, type ReactNode, useReducer, useState } from 'react';
import { toast } from 'react-toastify/unstyled';
import { useDocumentTitle } from '@/components/use-document-title';
import ui from '../components/admin-ui.module.css';
import { PageHeader } from '../components/page-header';
import { messageOf, ToastDetail } from '../components/toast-detail';
import { CatalogueFields } from './catalogue-fields';
import {
  type CatalogueDraft,
  catalogueDraftReducer,
  catalogueFieldsOf,
  emptyCatalogueDraft,
} from './catalogue-draft';
import styles from './catalogue-form.module.css';
import { imageSelectionProblem } from './catalogue-validation';
import { ImagePicker } from './image-picker';
import { readImagesAsDataUrls } from './read-image-files';

export type CatalogueFieldsPayload = ReturnType<typeof catalogueFieldsOf>;

interface CreateCataloguePageProps {
  title: string;
  subtitle: string;
  imagesLabel: string;
  showImageCounter?: boolean;
  busyLabel: string;
  /** Fields of this kind beside the shared ones (the custom-field builder of a template). */
  extraFields?: ReactNode;
  /** The first problem in the spec's order, shown as a browser alert; null when the item can be sent. */
  problemOf: (draft: CatalogueDraft, imageCount: number) => string | null;
  send: (fields: CatalogueFieldsPayload, images: string[]) => Promise<unknown>;
  successMessage: string;
  failureTitle: string;
  /** After a successful create: clear this kind's own fields and refresh its staff list. */
  onCreated: () => void;
}

/** Create Product and Create Template: the shared fields, the images, checks by alert, then the send. */
export function CreateCataloguePage({
  title,
  subtitle,
  imagesLabel,
  showImageCounter,
  busyLabel,
  extraFields,
  problemOf,
  send,
  successMessage,
  failureTitle,
  onCreated,
}: CreateCataloguePageProps) {
  useDocumentTitle(title);
  const [draft, dispatch] = useReducer(catalogueDraftReducer, undefined, emptyCatalogueDraft);
  const [images, setImages] = useState<string[]>([]);
  const [saving, setSaving] = useState(false);

  const pickImages = async (files: File[]) => {
    // The third image is refused when picked, not only on submit.
    const problem = imageSelectionProblem(images.length, files.length);
    if (problem) {
      window.alert(problem);
      return;
    }
    try {
      const picked = await readImagesAsDataUrls(files);
      setImages((current) => [...current, ...picked]);
    } catch (error) {
      console.warn('Could not read the picked images', error);
    }
  };

  const create = async (event: FormEvent) => {
    event.preventDefault();
    const problem = problemOf(draft, images.length);
    if (problem) {
      window.alert(problem);
      return;
    }
    setSaving(true);
    try {
      await send(catalogueFieldsOf(draft), images);
      toast.success(successMessage);
      dispatch({ type: 'reset', draft: emptyCatalogueDraft() });
      setImages([]);
      onCreated();
    } catch (error) {
      console.warn(`${title} failed`, error);
      toast.error(<ToastDetail title={failureTitle} detail={messageOf(error)} />);
    } finally {
      setSaving(false);
    }
  };

  return (
    <div className={ui.page}>
      <PageHeader title={title} subtitle={subtitle} />
      <form className={styles.form} onSubmit={create} noValidate aria-label={title}>
        <CatalogueFields draft={draft} dispatch={dispatch} nameLabel="Product Name" />
        {extraFields}
        <ImagePicker
          label={imagesLabel}
          previews={images}
          onPick={pickImages}
          onRemove={(index) => setImages((current) => current.filter((_, i) => i !== index))}
          showCounter={showImageCounter}
        />
        <button type="submit" className={styles.submit} disabled={saving}>
          {saving ? busyLabel : title}
        </button>
      </form>
    </div>
  );
}
