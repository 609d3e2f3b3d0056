import { screen } from '@testing-library/react';
import { HttpResponse, http } from 'msw';
import { apiUrl } from '@/testing/api-url';
import { server } from '@/testing/msw-server';
import { renderWithProviders } from '@/testing/render-app';
import { CustomizeProductsPage } from './customize-products-page';

describe('CustomizeProductsPage', () => {
  it('lists the templates with their first template image, linking to the customize page', async () => {
    server.use(
      http.get(apiUrl('/custom-products/custom-product-templates'), ({ request }) => {
        expect(new URL(request.url).searchParams.get('limit')).toBe('10000');
        return HttpResponse.json({
          products: [
            {
              _id: 't1',
              name: 'Couple Names Frame',
              category: 'Frames',
              subCategory: 'classic',
              sizes: [{ size: 'A3', actualPrice: 1800, discountedPrice: 1500 }],
              templateImages: [{ url: '/uploads/t1.webp', public_id: 't1' }],
              createdAt: '2025-01-01T00:00:00.000Z',
            },
          ],
        });
      }),
    );
    renderWithProviders(<CustomizeProductsPage />, { route: '/customize-products' });
    expect(await screen.findByRole('link', { name: 'Couple Names Frame' })).toHaveAttribute(
      'href',
      '/customize-product/t1',
    );
    expect(screen.getByRole('img', { name: 'Couple Names Frame' })).toHaveAttribute(
      'src',
      '/uploads/t1.webp',
    );
    expect(screen.getByText('Rs. 1,500')).toBeInTheDocument();
  });
});
