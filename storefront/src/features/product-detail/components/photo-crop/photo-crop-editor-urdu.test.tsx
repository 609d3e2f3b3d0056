import { fireEvent, screen, within } from '@testing-library/react';
import { isolatedValue, renderEachTestInUrdu } from '@/testing/in-urdu';
import { choosePhoto } from '../../testing/choose-photo';

renderEachTestInUrdu();
afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

const SMALLER_OR_SHARPER = 'چھوٹا سائز یا زیادہ صاف تصویر چنیں۔';

describe('the photo cropper on an Urdu page', () => {
  it('says how to move, zoom and turn the photo, and how it prints, in Urdu', async () => {
    const { editor } = await choosePhoto('Photo کو ترتیب دیں');
    expect(
      within(editor).getByText('Photo کو گھسیٹ کر اس کی جگہ پر رکھیں؛ زوم کریں یا گھمائیں۔'),
    ).toBeInTheDocument();
    expect(within(editor).getByRole('button', { name: 'Photo گھمائیں' })).toBeInTheDocument();
    expect(await screen.findByText('اس سائز پر تصویر صاف چھپے گی (154 DPI)')).toBeInTheDocument();

    const zoom = within(editor).getByRole('slider', { name: 'زوم' });
    fireEvent.change(zoom, { target: { value: '1.5' } });
    expect(
      await screen.findByText(
        `${isolatedValue('A6')} پر یہ تصویر دھندلی لگ سکتی ہے (102 DPI): ${SMALLER_OR_SHARPER}`,
      ),
    ).toHaveAttribute('role', 'status');

    fireEvent.change(zoom, { target: { value: '2' } });
    expect(await screen.findByRole('alert')).toHaveTextContent(
      `یہ تصویر ${isolatedValue('A6')} پر چھاپنے کے لیے بہت چھوٹی ہے (77 DPI، کم از کم 100 درکار): ${SMALLER_OR_SHARPER}`,
    );
    expect(screen.queryByText(/Drag|Zoom|Turn|may look soft|too small/)).toBeNull();
  });
});
