import { fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { delay, HttpResponse, http } from 'msw';
import { useLocation } from 'react-router';
import { apiUrl } from '@/testing/api-url';
import { server } from '@/testing/msw-server';
import { renderWithProviders } from '@/testing/render-app';
import { imageFile, pickFiles, pressExpectingAlert, productFixture } from '../testing/admin-fixtures';
import { UpdateProductPage } from './update-product-page';

function ProductsScreen() {
  const { state } = useLocation();
  return <p>Products screen {JSON.stringify(state)}</p>;
}

function renderUpdate(state: unknown = { product: productFixture() }) {
  const alert = vi.spyOn(window, 'alert').mockImplementation(() => {});
  renderWithProviders(<UpdateProductPage />, {
    route: '/update-product',
    state,
    extraRoutes: [{ path: '/all-products', element: <ProductsScreen /> }],
  });
  return { alert, user: userEvent.setup() };
}

function captureUpdate() {
  const calls: any[] = [];
  server.use(
    http.put(apiUrl('/products/update-product/p1'), async ({ request }) => {
      calls.push(await request.json());
      await delay(200);
      return HttpResponse.json(productFixture());
    }),
  );
  return calls;
}

describe('UpdateProductPage', () => {
  it('goes back to the product list when no product was passed', () => {
    renderUpdate(null);
    expect(screen.getByText(/Products screen/)).toBeInTheDocument();
  });

  it('is prefilled from the passed product', () => {
    renderUpdate();
    expect(screen.getByRole('heading', { level: 1, name: 'Update Product' })).toBeInTheDocument();
    expect(screen.getByLabelText(/Product Name/)).toHaveValue('Starry Night');
    expect(screen.getByLabelText('Stock')).toHaveValue(12);
    expect(screen.getByLabelText(/Product Type/)).toHaveValue('Posters');
    expect(screen.getByLabelText('Product Category')).toHaveValue('SPACE');
    expect(screen.getByLabelText('With Frame?')).toBeChecked();
    expect(screen.getByRole('checkbox', { name: 'Black' })).toBeChecked();
    expect(screen.getByLabelText('Actual price 1')).toHaveValue(1000);
    expect(screen.getByLabelText(/Description/)).toHaveValue('A night sky poster');
    expect(screen.getByRole('img', { name: 'Slot 1 preview' })).toHaveAttribute('src', '/uploads/front.webp');
    expect(screen.getByRole('img', { name: 'Slot 2 preview' })).toHaveAttribute('src', '/uploads/back.webp');
  });

  it('is prefilled with the Urdu name and description, and sends none once staff clear them', async () => {
    const calls = captureUpdate();
    const { user } = renderUpdate({
      product: productFixture({ nameUr: 'تاروں بھری رات', descriptionUr: 'رات کا پوسٹر' }),
    });
    expect(screen.getByLabelText('Urdu name (optional)')).toHaveValue('تاروں بھری رات');
    expect(screen.getByLabelText('Urdu description (optional)')).toHaveValue('رات کا پوسٹر');
    await user.clear(screen.getByLabelText('Urdu name (optional)'));
    fireEvent.click(screen.getByRole('button', { name: 'Update Product' }));
    await waitFor(() => expect(calls).toHaveLength(1));
    expect(calls[0]).not.toHaveProperty('nameUr');
    expect(calls[0]).toMatchObject({ descriptionUr: 'رات کا پوسٹر' });
    expect(await screen.findByText('Product updated successfully')).toBeInTheDocument();
  });

  it('sends a removed image under imagesToDelete, keeps the other, then returns to the list with refresh', async () => {
    const calls = captureUpdate();
    const { user } = renderUpdate();
    fireEvent.click(screen.getByRole('button', { name: 'Remove image 2' }));
    expect(screen.queryByRole('img', { name: 'Slot 2 preview' })).not.toBeInTheDocument();
    await user.clear(screen.getByLabelText('Stock'));
    await user.type(screen.getByLabelText('Stock'), '7');
    fireEvent.click(screen.getByRole('button', { name: 'Update Product' }));

    expect(await screen.findByRole('button', { name: 'Updating Product...' })).toBeDisabled();
    expect(await screen.findByText('Product updated successfully')).toBeInTheDocument();
    expect(await screen.findByText('Products screen {"refresh":true}')).toBeInTheDocument();
    expect(calls).toHaveLength(1);
    expect(calls[0]).toMatchObject({
      name: 'Starry Night',
      stock: 7,
      category: 'Posters',
      subCategory: 'SPACE',
      hasFrame: true,
      frameColors: ['Black'],
      sizes: [{ size: 'A4', actualPrice: 1000, discountedPrice: 800 }],
      productImages: [{ url: '/uploads/front.webp', public_id: 'front' }],
      imagesToDelete: ['back'],
    });
  });

  it('sends a replacement image as a data URL and deletes the one it replaced', async () => {
    const calls = captureUpdate();
    renderUpdate();
    pickFiles('Image 1', imageFile());
    await waitFor(() =>
      expect(screen.getByRole('img', { name: 'Slot 1 preview' })).toHaveAttribute(
        'src',
        expect.stringMatching(/^data:image\/png/),
      ),
    );
    fireEvent.click(screen.getByRole('button', { name: 'Update Product' }));
    await screen.findByText('Product updated successfully');
    expect(calls[0].productImages[0]).toMatch(/^data:image\/png;base64,/);
    expect(calls[0].productImages[1]).toEqual({ url: '/uploads/back.webp', public_id: 'back' });
    expect(calls[0].imagesToDelete).toEqual(['front']);
  });

  it('requires the actual price of every size, even a row added empty, before anything else', async () => {
    const calls = captureUpdate();
    const { alert, user } = renderUpdate();
    fireEvent.click(screen.getByRole('button', { name: '+ Add Size' }));
    fireEvent.click(screen.getByRole('button', { name: 'Remove image 1' }));
    fireEvent.click(screen.getByRole('button', { name: 'Remove image 2' }));
    await pressExpectingAlert(alert, 'Update Product', 'Please fill all required fields');
    fireEvent.click(screen.getByRole('button', { name: 'Remove size 2' }));
    await user.clear(screen.getByLabelText('Actual price 1'));
    await pressExpectingAlert(alert, 'Update Product', 'Please fill all required fields');
    expect(calls).toHaveLength(0);
  });

  it('asks for a frame colour, then for at least 1 image when both slots are emptied', async () => {
    const calls = captureUpdate();
    const { alert } = renderUpdate();
    fireEvent.click(screen.getByRole('checkbox', { name: 'Black' }));
    fireEvent.click(screen.getByRole('button', { name: 'Remove image 1' }));
    fireEvent.click(screen.getByRole('button', { name: 'Remove image 2' }));
    await pressExpectingAlert(alert, 'Update Product', 'Please select at least one frame color');
    fireEvent.click(screen.getByLabelText('With Frame?'));
    await pressExpectingAlert(alert, 'Update Product', 'Please upload at least 1 image');
    expect(calls).toHaveLength(0);
  });

  it('says so when the update fails and stays on the form', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    server.use(
      http.put(apiUrl('/products/update-product/p1'), () =>
        HttpResponse.json({ error: { status: 500, message: 'Storage unavailable' } }, { status: 500 }),
      ),
    );
    renderUpdate();
    fireEvent.click(screen.getByRole('button', { name: 'Update Product' }));
    expect(await screen.findByText('Error updating product')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Update Product' })).toBeEnabled();
    expect(screen.queryByText(/Products screen/)).not.toBeInTheDocument();
  });
});
