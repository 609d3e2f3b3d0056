import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderEachTestInUrdu } from '@/testing/in-urdu';
import { renderWithProviders } from '@/testing/render-app';
import { ProductsPage } from './products-page';
import { catalogue, serveProducts } from './testing/listing-server';

renderEachTestInUrdu();

describe('the products listing in Urdu', () => {
  it('names the filters, the product types and the count in Urdu, and says an empty result in Urdu', async () => {
    serveProducts(catalogue);
    const user = userEvent.setup();
    renderWithProviders(<ProductsPage />, { route: '/products' });
    expect(await screen.findByText('6 مصنوعات ملیں')).toBeInTheDocument();
    expect(screen.getAllByText('نیا')).toHaveLength(6);
    const filters = screen.getByRole('complementary', { name: 'فلٹرز' });
    const types = within(filters).getByLabelText('پروڈکٹ کی قسم');
    expect(within(types).getByRole('option', { name: 'فریم والے پوسٹرز' })).toHaveValue(
      'Posters With Frames',
    );
    expect(within(filters).getByLabelText('زمرہ')).toHaveTextContent('کوئی آپشن دستیاب نہیں');
    expect(within(filters).getByRole('group', { name: 'قیمت کی حد (روپے)' })).toBeInTheDocument();
    await user.selectOptions(types, 'Frames');
    expect(await screen.findByText('2 مصنوعات ملیں')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'فلٹرز(1)' })).toBeInTheDocument();
    await user.type(screen.getByRole('searchbox', { name: 'مصنوعات تلاش کریں' }), 'zzz');
    expect(await screen.findByText('کوئی پروڈکٹ نہیں ملی')).toBeInTheDocument();
    expect(screen.getByText('اپنے فلٹرز یا تلاش کے الفاظ بدل کر دیکھیں')).toBeInTheDocument();
  });
});
