import { MAX_UPLOAD_BYTES } from '@shop/contracts';
import { env } from '@/config/env';
import { FakeUploadRequest } from '@/testing/fake-upload-request';
import {
  checkImageFile,
  PHOTO_PICKER_ACCEPT,
  UPLOAD_MESSAGES,
  uploadFailedMessage,
  uploadImage,
} from './upload-image';

function imageFile(type = 'image/jpeg', bytes = 1024): File {
  return new File([new Uint8Array(bytes)], 'photo.jpg', { type });
}

function startUpload(file = imageFile()) {
  const progress: number[] = [];
  const request = new FakeUploadRequest();
  const result = uploadImage(file, {
    onProgress: (percent) => progress.push(percent),
    createRequest: () => request as unknown as XMLHttpRequest,
  });
  return { request, result, progress };
}

describe('checkImageFile', () => {
  it('refuses anything that is not a file', () => {
    expect(checkImageFile(undefined)).toBe('Invalid file provided');
    expect(checkImageFile('photo.jpg')).toBe('Invalid file provided');
  });

  it('refuses files over 10 MB before looking at their type', () => {
    expect(checkImageFile(imageFile('text/plain', MAX_UPLOAD_BYTES + 1))).toBe(
      'File size too large. Max 10MB allowed.',
    );
    expect(checkImageFile(imageFile('image/png', MAX_UPLOAD_BYTES))).toBeNull();
  });

  it('takes jpeg, png, gif and webp images only', () => {
    for (const type of ['image/jpeg', 'image/png', 'image/gif', 'image/webp']) {
      expect(checkImageFile(imageFile(type))).toBeNull();
    }
    expect(checkImageFile(imageFile('image/svg+xml'))).toBe(
      'Invalid file type. Only these (jpg, jpeg, png, gif, webp) images format are allowed.',
    );
  });

  it('takes an iPhone’s HEIC or HEIF photo, typed or known only by its name', () => {
    const named = (name: string, type: string) => new File([new Uint8Array(64)], name, { type });
    expect(checkImageFile(named('IMG_0001.HEIC', 'image/heic'))).toBeNull();
    expect(checkImageFile(named('IMG_0002.heif', 'image/heif'))).toBeNull();
    expect(checkImageFile(named('IMG_0003.HEIC', ''))).toBeNull();
    expect(checkImageFile(named('notes.heic.txt', ''))).toBe(UPLOAD_MESSAGES.wrongType);
    expect(checkImageFile(named('clip.heic', 'video/mp4'))).toBe(UPLOAD_MESSAGES.wrongType);
  });

  it('offers HEIC and HEIF files in the photo picker beside images', () => {
    expect(PHOTO_PICKER_ACCEPT.split(',')).toEqual(['image/*', '.heic', '.heif']);
  });
});

describe('uploadImage', () => {
  it('posts the file, upload preset and cloud name as multipart to the upload URL', async () => {
    const file = imageFile();
    const { request, result } = startUpload(file);
    expect(request.method).toBe('POST');
    expect(request.url).toBe(env.uploadUrl);
    expect(request.body?.get('file')).toBe(file);
    expect(request.body?.has('upload_preset')).toBe(true);
    expect(request.body?.has('cloud_name')).toBe(true);
    request.respond(200, 'OK', { secure_url: 'https://img.example/p.jpg', width: 1200, height: 900 });
    await expect(result).resolves.toEqual({
      url: 'https://img.example/p.jpg',
      pixels: { width: 1200, height: 900 },
    });
  });

  it('reports progress as a whole percentage', async () => {
    const { request, result, progress } = startUpload();
    request.progress(25, 200);
    request.progress(150, 200);
    request.respond(200, 'OK', { secure_url: '/uploads/x.jpg' });
    await result;
    expect(progress).toEqual([13, 75, 100]);
  });

  it('fails with the status when the service refuses the upload', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const { request, result } = startUpload();
    request.respond(500, 'Internal Server Error', { error: { message: 'boom' } });
    await expect(result).rejects.toThrow('Upload failed: 500 Internal Server Error');
    expect(warn).toHaveBeenCalled();
  });

  it('has no pixels when the service does not say them, or says them wrong', async () => {
    for (const size of [
      {},
      { width: 0, height: 900 },
      { width: '1200', height: 900 },
      { width: 1.5, height: 2 },
    ]) {
      const { request, result } = startUpload();
      request.respond(200, 'OK', { secure_url: '/uploads/x.jpg', ...size });
      await expect(result).resolves.toEqual({ url: '/uploads/x.jpg', pixels: null });
    }
  });

  it('fails with the service’s message when the answer has no secure_url', async () => {
    const { request, result } = startUpload();
    request.respond(200, 'OK', { error: { message: 'Upload preset not found' } });
    await expect(result).rejects.toThrow('Upload preset not found');
  });

  it('fails with a network error when the request cannot be sent', async () => {
    const { request, result } = startUpload();
    request.failNetwork();
    await expect(result).rejects.toThrow(UPLOAD_MESSAGES.network);
  });

  it('names the field in the failure message', () => {
    expect(uploadFailedMessage('Photo', 'Network error during upload')).toBe(
      'Failed to upload Photo: Network error during upload',
    );
  });
});
