import { act, fireEvent, screen, within } from '@testing-library/react';
import { FakeUploadRequest } from '@/testing/fake-upload-request';
import { choosePhoto } from '../../testing/choose-photo';

const storedCart = () => JSON.parse(localStorage.getItem('cart') ?? '[]');

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
