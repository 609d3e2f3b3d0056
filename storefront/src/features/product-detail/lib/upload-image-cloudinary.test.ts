// A shopper's photo straight to Cloudinary (VITE_UPLOAD_URL and an unsigned VITE_UPLOAD_PRESET), with a
// real XMLHttpRequest to the local Cloudinary stand-in the API's tests use.
import { HttpResponse, http, passthrough } from 'msw';
import {
  type CloudinaryStandIn,
  startCloudinaryStandIn,
} from '../../../../../cms/tests/helpers/cloudinary-stand-in';
import { server } from '@/testing/msw-server';
import { uploadImage } from '@/lib/upload-image';

const target = vi.hoisted(() => ({ url: '', preset: 'shop-photos', cloudName: '' }));
vi.mock('@/config/env', () => ({
  env: {
    apiUrl: '/api',
    get uploadUrl() {
      return target.url;
    },
    get uploadPreset() {
      return target.preset;
    },
    get cloudName() {
      return target.cloudName;
    },
  },
}));

let cloud: CloudinaryStandIn;

beforeAll(async () => {
  cloud = await startCloudinaryStandIn({ unsignedPresets: { 'shop-photos': 'shopper-photos' } });
  target.url = cloud.unsignedUploadUrl;
  target.cloudName = cloud.cloudName;
});
afterAll(() => cloud.stop());
beforeEach(() => {
  target.preset = 'shop-photos';
  server.use(http.all(`${cloud.url}/*`, () => passthrough()));
});

// A 2 x 2 PNG.
const PNG_BASE64 =
  'iVBORw0KGgoAAAANSUhEUgAAAAIAAAACCAIAAAD91JpzAAAACXBIWXMAAAPoAAAD6AG1e1JrAAAAEklEQVQImWMwTptpnDaTAUIBAB/uBMm6iK1UAAAAAElFTkSuQmCC';

function photo(): File {
  return new File([Uint8Array.from(atob(PNG_BASE64), (c) => c.charCodeAt(0))], 'me.png', {
    type: 'image/png',
  });
}

describe('uploadImage to Cloudinary', () => {
  it('stores the photo with the unsigned preset and resolves with its secure_url and pixels, at 100 %', async () => {
    const progress: number[] = [];
    const { url, pixels } = await uploadImage(photo(), { onProgress: (percent) => progress.push(percent) });
    expect(url).toMatch(new RegExp(`^${cloud.url}/${cloud.cloudName}/image/upload/v\\d+/shopper-photos/`));
    expect(progress.at(-1)).toBe(100);
    // Cloudinary says the photo's pixels too: the page judges its print resolution from them.
    expect(pixels).toEqual({ width: 2, height: 2 });
    const stored = [...cloud.images.values()].find((image) => url.includes(image.public_id));
    expect(stored).toMatchObject({ folder: 'shopper-photos', signed: false, format: 'png' });
  });

  it('fails with the spec’s message when Cloudinary refuses the preset', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    target.preset = 'no-such-preset';
    await expect(uploadImage(photo())).rejects.toThrow('Upload failed: 400 Bad Request');
    expect(warn).toHaveBeenCalled();
  });

  it('fails with the spec’s message when Cloudinary has an error', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    cloud.failUploads({ message: 'Cloud is down' });
    await expect(uploadImage(photo())).rejects.toThrow('Upload failed: 500 Internal Server Error');
  });

  it('fails with a network error when Cloudinary cannot be reached', async () => {
    server.use(http.all(`${cloud.url}/*`, () => HttpResponse.error()));
    await expect(uploadImage(photo())).rejects.toThrow('Network error during upload');
  });
});
