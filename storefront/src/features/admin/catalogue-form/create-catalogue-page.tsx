import { zodResolver } from '@hookform/resolvers/zod';
import { CATALOGUE_MESSAGES, type CatalogueDraft, MAX_IMAGES } from '@shop/contracts';
import type { ReactNode } from 'react';
import { FormProvider, type Resolver, useFieldArray, useForm } from 'react-hook-form';
import { toast } from '@/lib/toast';
import type { z } from 'zod';
import { useDocumentTitle } from '@/components/use-document-title';
import { imageUrl } from '../api/admin-image';
import ui from '../components/admin-ui.module.css';
import { DraftRestoredNotice } from '../components/draft-restored-notice';
import { PageHeader } from '../components/page-header';
import { messageOf, ToastDetail } from '../components/toast-detail';
import { useSessionDraft } from '../lib/use-session-draft';
import { type AlertRule, firstAlert } from './alert-order';
import { CatalogueFields } from './catalogue-fields';
import styles from './catalogue-form.module.css';
import { ImagePicker } from './image-picker';
import { readImagesAsDataUrls } from './read-image-files';

interface CreateCataloguePageProps<Draft extends CatalogueDraft, Body> {
  title: string;
  subtitle: string;
  imagesLabel: string;
  showImageCounter?: boolean;
  busyLabel: string;
  /** The form's values turned into the body the server takes, by the server's own schema. */
  schema: z.ZodType<Body, Draft>;
  emptyDraft: () => Draft;
  /** The spec's order of the alerts when several things are wrong. */
  alertOrder: readonly AlertRule[];
  /** Fields of this kind beside the shared ones (the custom-field builder of a template). */
  extraFields?: ReactNode;
  send: (body: Body) => Promise<unknown>;
  successMessage: string;
  failureTitle: string;
  /** After a successful create: refresh this kind's staff list. */
  onCreated: () => void;
}

/** Create Product and Create Template: the shared fields, the images, checks by alert, then the send. */
export function CreateCataloguePage<Draft extends CatalogueDraft, Body>({
  title,
  subtitle,
  imagesLabel,
  showImageCounter,
  busyLabel,
  schema,
  emptyDraft,
  alertOrder,
  extraFields,
  send,
  successMessage,
  failureTitle,
  onCreated,
}: CreateCataloguePageProps<Draft, Body>) {
  useDocumentTitle(title);
  // The shared parts see the form as a CatalogueDraft; a kind's own parts read their fields by context.
  const form = useForm<CatalogueDraft, unknown, Body>({
    // Checked on submit only: problems show as one alert then, never while typing.
    reValidateMode: 'onSubmit',
    resolver: zodResolver(schema) as unknown as Resolver<CatalogueDraft, unknown, Body>,
    defaultValues: emptyDraft(),
  });
  const images = useFieldArray({ control: form.control, name: 'images' });
  const restored = useSessionDraft(form, { leaveOut: ['images'] });

  const pickImages = async (files: File[]) => {
    // The third image is refused when picked, not only on submit.
    if (images.fields.length + files.length > MAX_IMAGES) {
      window.alert(CATALOGUE_MESSAGES.maxImages);
      return;
    }
    try {
      const picked = await readImagesAsDataUrls(files);
      images.append(picked.map((image) => ({ image })));
    } catch (error) {
      console.warn('Could not read the picked images', error);
    }
  };

  const create = async (body: Body) => {
    try {
      await send(body);
      toast.success(successMessage);
      form.reset(emptyDraft());
      onCreated();
    } catch (error) {
      console.warn(`${title} failed`, error);
      toast.error(<ToastDetail title={failureTitle} detail={messageOf(error)} />);
    }
  };

  const saving = form.formState.isSubmitting;
  return (
    <div className={ui.page}>
      <PageHeader title={title} subtitle={subtitle} />
      {restored && <DraftRestoredNotice />}
      <FormProvider {...form}>
        <form
          className={styles.form}
          onSubmit={form.handleSubmit(create, (errors) => {
            const problem = firstAlert(errors, alertOrder);
            if (problem) window.alert(problem);
          })}
          noValidate
          aria-label={title}
        >
          <CatalogueFields nameLabel="Product Name" />
          {extraFields}
          <ImagePicker
            label={imagesLabel}
            previews={images.fields.map((field) => imageUrl(field.image ?? undefined) ?? '')}
            onPick={pickImages}
            onRemove={images.remove}
            showCounter={showImageCounter}
          />
          <button type="submit" className={styles.submit} disabled={saving}>
            {saving ? busyLabel : title}
          </button>
        </form>
      </FormProvider>
    </div>
  );
}
