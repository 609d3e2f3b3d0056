import { useState } from 'react';
import { checkImageFile, PHOTO_PICKER_ACCEPT, uploadImage } from '@/lib/upload-image';
import form from '@/styles/form-field.module.css';

interface LinePhotoInputProps {
  id: string;
  label: string;
  value: string;
  onUploaded: (url: string) => void;
}

/** A photo the customer sent, uploaded as the checkout's photos are (POST /api/custom-images). */
export function LinePhotoInput({ id, label, value, onUploaded }: LinePhotoInputProps) {
  const [state, setState] = useState<{ uploading: boolean; error: string | null }>({
    uploading: false,
    error: null,
  });
  const upload = async (file: File | undefined) => {
    const problem = checkImageFile(file);
    if (problem || !file) {
      setState({ uploading: false, error: problem });
      return;
    }
    setState({ uploading: true, error: null });
    try {
      const { url } = await uploadImage(file);
      onUploaded(url);
      setState({ uploading: false, error: null });
    } catch (error) {
      console.warn('Photo upload failed', error);
      setState({ uploading: false, error: `Failed to upload ${label}: ${(error as Error).message}` });
    }
  };
  return (
    <>
      <input
        id={id}
        type="file"
        accept={PHOTO_PICKER_ACCEPT}
        className={form.input}
        onChange={(event) => upload(event.target.files?.[0])}
      />
      {state.uploading && <p role="status">Uploading…</p>}
      {value && !state.uploading && (
        <a href={value} target="_blank" rel="noreferrer">
          Uploaded photo
        </a>
      )}
      {state.error && (
        <p role="alert" className={form.error}>
          {state.error}
        </p>
      )}
    </>
  );
}
