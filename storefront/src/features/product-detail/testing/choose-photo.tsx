import { act, fireEvent, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { FakeUploadRequest } from '@/testing/fake-upload-request';
import { renderWithProviders } from '@/testing/render-app';
import { CustomizeProductPage } from '../customize-product-page';
import { serveTemplatePage, templateFixture } from './detail-fixtures';

// The photo's area is 0.4 × 0.4 of a 4:5 picture: 0.8 as wide as it is high.
const photoTemplate = templateFixture({
  sizes: [
    { size: 'A6', actualPrice: 500, discountedPrice: null },
    { size: 'A4', actualPrice: 900, discountedPrice: null },
  ],
  fields: [
    {
      fieldName: 'Photo',
      fieldType: 'image',
      required: true,
      options: [],
      layout: { x: 0.3, y: 0.1, w: 0.4, h: 0.4 },
    },
  ],
});

/**
 * jsdom lays nothing out: the cropper's frame is given 320 × 400 CSS pixels (the area's shape) and
 * the photo its 1200 × 900 pixels, as a browser would measure them.
 */
function measureLikeABrowser() {
  vi.spyOn(HTMLElement.prototype, 'getBoundingClientRect').mockReturnValue(
    DOMRect.fromRect({ x: 0, y: 0, width: 320, height: 400 }),
  );
  vi.spyOn(HTMLImageElement.prototype, 'naturalWidth', 'get').mockReturnValue(1200);
  vi.spyOn(HTMLImageElement.prototype, 'naturalHeight', 'get').mockReturnValue(900);
}

/** Picks and uploads a photo for the template's photo field; the cropper is found by its region's name. */
export async function choosePhoto(editorName = 'Adjust Photo') {
  serveTemplatePage({ item: photoTemplate });
  vi.stubGlobal('XMLHttpRequest', FakeUploadRequest);
  const user = userEvent.setup();
  renderWithProviders(<CustomizeProductPage />, {
    route: '/customize-product/t1',
    path: '/customize-product/:id',
  });
  await user.upload(
    await screen.findByLabelText(/^Photo/),
    new File([new Uint8Array(64)], 'us.jpg', { type: 'image/jpeg' }),
  );
  await act(async () =>
    (FakeUploadRequest.last as FakeUploadRequest).respond(200, 'OK', {
      secure_url: 'http://localhost:3000/uploads/us.jpg',
      width: 1200,
      height: 900,
    }),
  );
  // The cropper is a lazy chunk: on a busy machine its first load takes a while.
  const editor = await screen.findByRole('region', { name: editorName }, { timeout: 15_000 });
  measureLikeABrowser();
  fireEvent.load(editor.querySelector('img') as HTMLImageElement);
  return { user, editor };
}
