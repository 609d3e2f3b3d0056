import { act, fireEvent, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { FakeUploadRequest } from '@/testing/fake-upload-request';
import { renderWithProviders } from '@/testing/render-app';
import { CustomizeProductPage } from '../../customize-product-page';
import { serveTemplatePage, templateFixture } from '../../testing/detail-fixtures';

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
const storedCart = () => JSON.parse(localStorage.getItem('cart') ?? '[]');

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

async function choosePhoto() {
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
  const editor = await screen.findByRole('region', { name: 'Adjust Photo' }, { timeout: 15_000 });
  measureLikeABrowser();
  fireEvent.load(editor.querySelector('img') as HTMLImageElement);
  return { user, editor };
}

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('moving, zooming and turning a photo in its area', () => {
  it('judges the print on the pixels the crop keeps: zooming in makes the same photo soft, then too small', async () => {
    const { editor } = await choosePhoto();
    // At first the photo covers its area: 0.6 of its width, all its height, 154 DPI at A6.
    expect(await screen.findByText('Sharp at this size (154 DPI)')).toBeInTheDocument();

    fireEvent.change(within(editor).getByRole('slider', { name: 'Zoom' }), { target: { value: '1.5' } });
    expect(
      await screen.findByText(
        'This photo may look soft at A6 (102 DPI): choose a smaller size or a sharper photo.',
      ),
    ).toHaveAttribute('role', 'status');

    fireEvent.change(within(editor).getByRole('slider', { name: 'Zoom' }), { target: { value: '2' } });
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'This photo is too small to print at A6 (77 DPI, at least 100 needed)',
    );
  });

  it('keeps the crop with the cart line, and shows the photo as cropped in the preview', async () => {
    const { user, editor } = await choosePhoto();
    await screen.findByText('Sharp at this size (154 DPI)');
    await user.click(within(editor).getByRole('button', { name: 'Turn Photo' }));
    const preview = screen.getByRole('figure', { name: /^Preview of your/ });
    const photo = await within(preview).findByRole('img', { name: 'Photo in the preview' });
    await vi.waitFor(() => expect(photo.style.transform).toBe('translate(-50%, -50%) rotate(90deg)'));

    await user.click(screen.getByRole('button', { name: 'Add to Cart' }));
    const [line] = storedCart();
    expect(line.customFields).toEqual({ Photo: 'http://localhost:3000/uploads/us.jpg' });
    expect(line.photoCrops.Photo).toMatchObject({ x: 0, width: 1, rotation: 90 });
    expect(line.photoCrops.Photo.height).toBeCloseTo(0.9375, 4);
  });

  it('starts a newly chosen photo uncropped', async () => {
    const { user } = await choosePhoto();
    fireEvent.change(screen.getByRole('slider', { name: 'Zoom' }), { target: { value: '1.5' } });
    await screen.findByText(/may look soft at A6 \(102 DPI\)/);
    vi.restoreAllMocks();
    await user.upload(
      screen.getByLabelText(/^Photo/),
      new File([new Uint8Array(64)], 'second.jpg', { type: 'image/jpeg' }),
    );
    await act(async () =>
      (FakeUploadRequest.last as FakeUploadRequest).respond(200, 'OK', {
        secure_url: 'http://localhost:3000/uploads/second.jpg',
        width: 1200,
        height: 900,
      }),
    );
    // Judged on the whole photo until the cropper measures it: 205 DPI.
    expect(await screen.findByText('Sharp at this size (205 DPI)')).toBeInTheDocument();
    expect(screen.getByRole('slider', { name: 'Zoom' })).toHaveValue('1');
  });
});
