import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { isolatedValue, renderEachTestInUrdu } from '@/testing/in-urdu';
import { renderWithProviders } from '@/testing/render-app';
import { CustomizeProductPage } from './customize-product-page';
import { ProductPage } from './product-page';
import {
  productFixture,
  reviewFixture,
  serveProductPage,
  serveTemplatePage,
  templateFixture,
} from './testing/detail-fixtures';

renderEachTestInUrdu();

describe('a product page in Urdu', () => {
  it('names the options, buttons, price, stock and reviews in Urdu, the price kept left to right', async () => {
    serveProductPage({ reviews: [reviewFixture('r1', { comment: '' })] });
    renderWithProviders(<ProductPage />, { route: '/product/p1', path: '/product/:id' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Moon Poster' })).toBeInTheDocument();
    expect(screen.getByLabelText(/^سائز/)).toBeInTheDocument();
    expect(screen.getByLabelText(/^فریم کا رنگ/)).toBeInTheDocument();
    expect(screen.getByRole('group', { name: 'تعداد' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'کارٹ میں شامل کریں' })).toBeEnabled();
    expect(screen.getByRole('button', { name: 'ابھی خریدیں' })).toBeEnabled();
    expect(screen.getByTestId('stock-badge')).toHaveTextContent('صرف 3 باقی ہیں');
    expect(screen.getByText(`${isolatedValue('Rs. 151')} کی بچت`)).toBeInTheDocument();
    expect(screen.getByText('23% رعایت')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'تفصیل' })).toBeInTheDocument();
    expect(screen.getByRole('navigation', { name: 'صفحے کا راستہ' })).toHaveTextContent('تمام مصنوعات');
    expect(await screen.findByText('کوئی تبصرہ نہیں')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'آپ کو یہ بھی پسند آ سکتی ہیں' })).toBeInTheDocument();
  });

  it('opens the review form in Urdu', async () => {
    serveProductPage();
    const user = userEvent.setup();
    renderWithProviders(<ProductPage />, { route: '/product/p1', path: '/product/:id' });
    expect(await screen.findByText('ابھی تک کوئی جائزہ نہیں')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'جائزہ لکھیں' }));
    const form = await screen.findByRole('dialog', { name: 'جائزہ لکھیں' });
    expect(within(form).getByLabelText(/^آپ کا نام/)).toBeInTheDocument();
    expect(within(form).getByRole('radio', { name: '5 ستارے' })).toBeChecked();
    expect(within(form).getByRole('button', { name: 'جائزہ بھیجیں' })).toBeInTheDocument();
  });

  it('says Product Not Found in Urdu, with the way back', async () => {
    serveProductPage({ item: null });
    renderWithProviders(<ProductPage />, { route: '/product/p1', path: '/product/:id' });
    expect(await screen.findByRole('heading', { name: 'پروڈکٹ نہیں ملی' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'پروڈکٹ کے صفحے پر واپس جائیں' })).toBeInTheDocument();
  });

  it('labels a template’s custom fields and its missing-fields notice in Urdu', async () => {
    serveTemplatePage({
      item: templateFixture({
        fields: [
          { fieldName: 'Name', fieldType: 'text', required: true, options: [] },
          { fieldName: 'Note', fieldType: 'text', required: false, options: [] },
        ],
      }),
    });
    renderWithProviders(<CustomizeProductPage />, {
      route: '/customize-product/t1',
      path: '/customize-product/:id',
    });
    expect(await screen.findByRole('heading', { name: 'اپنی پسند کے مطابق بنوائیں' })).toBeInTheDocument();
    expect(screen.getByText('(اختیاری)')).toBeInTheDocument();
    expect(screen.getAllByRole('button', { name: 'ضروری خانے پُر کریں' })).toHaveLength(2);
    expect(
      screen.getByText('کچھ ضروری خانے خالی ہیں: آگے بڑھنے کے لیے براہ کرم Name پُر کریں۔'),
    ).toBeInTheDocument();
  });

  it('says the stock limit of Add to Cart in Urdu, naming the product by its Urdu name', async () => {
    serveProductPage({ item: productFixture({ stock: 1, nameUr: 'چاند پوسٹر' }) });
    const user = userEvent.setup();
    renderWithProviders(<ProductPage />, { route: '/product/p1', path: '/product/:id' });
    await user.click(await screen.findByRole('button', { name: 'کارٹ میں شامل کریں' }));
    expect(await screen.findByText('چاند پوسٹر کو کارٹ میں شامل کر دیا گیا!')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'کارٹ میں شامل کریں' }));
    expect(
      await screen.findByText(
        `ہمارے اسٹاک میں "${isolatedValue('چاند پوسٹر')}" کے جتنے 1 عدد ہیں وہ سب پہلے ہی آپ کے کارٹ میں ہیں (تمام سائز اور فریم ایک ہی اسٹاک سے ہیں)، اس لیے کچھ شامل نہیں کیا گیا۔`,
      ),
    ).toBeInTheDocument();
    expect(screen.queryByText(/Your cart already has/)).toBeNull();
  });

  it('dates a review with the Urdu month and Western digits', async () => {
    serveProductPage({ reviews: [reviewFixture('r1', { createdAt: '2025-02-15T12:00:00.000Z' })] });
    renderWithProviders(<ProductPage />, { route: '/product/p1', path: '/product/:id' });
    const date = await screen.findByText('15 فروری، 2025');
    expect(date).toHaveAttribute('dateTime', '2025-02-15T12:00:00.000Z');
    expect(screen.queryByText('Feb 15, 2025')).toBeNull();
  });
});
