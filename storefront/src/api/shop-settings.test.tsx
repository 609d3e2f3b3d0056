import { EMBEDDED_SHOP_SETTINGS_ID, SAMPLE_SHOP_SETTINGS } from '@shop/contracts';
import { act, render, screen } from '@testing-library/react';
import { delay, HttpResponse, http } from 'msw';
import { SWRConfig } from 'swr';
import { apiUrl } from '@/testing/api-url';
import { server } from '@/testing/msw-server';
import { TEST_SHOP_SETTINGS } from '@/testing/shop-settings';
import { answerSchemas } from './load-answer-schemas';
import { resetEmbeddedShopSettings, useShopSettings } from './shop-settings';

function ShopName() {
  return <p>{useShopSettings().shopName}</p>;
}

function embed(settings: unknown) {
  const script = document.createElement('script');
  script.id = EMBEDDED_SHOP_SETTINGS_ID;
  script.type = 'application/json';
  script.textContent = JSON.stringify(settings);
  document.body.append(script);
}

let answer: () => void;
let asked: number;

beforeEach(() => {
  resetEmbeddedShopSettings();
  asked = 0;
  const answered = new Promise<void>((resolve) => {
    answer = resolve;
  });
  server.use(
    http.get(apiUrl('/shop-settings'), async () => {
      asked += 1;
      await answered;
      await delay();
      return HttpResponse.json(TEST_SHOP_SETTINGS);
    }),
  );
});

afterEach(() => {
  answer();
  document.getElementById(EMBEDDED_SHOP_SETTINGS_ID)?.remove();
});

const renderShopName = () =>
  render(
    <SWRConfig value={{ provider: () => new Map(), dedupingInterval: 0, shouldRetryOnError: false }}>
      <ShopName />
    </SWRConfig>,
  );

describe('useShopSettings', () => {
  it('shows the settings embedded in the page at the first paint and does not ask the API for them', async () => {
    embed({ ...TEST_SHOP_SETTINGS, shopName: 'Embedded Shop' });
    renderShopName();
    expect(screen.getByText('Embedded Shop')).toBeInTheDocument();
    // Once the schema has checked them they stay, and no request has gone out.
    await act(async () => {
      await answerSchemas();
      await new Promise((resolve) => setTimeout(resolve, 0));
    });
    answer();
    expect(screen.getByText('Embedded Shop')).toBeInTheDocument();
    expect(asked).toBe(0);
  });

  it('drops embedded settings that fail the schema once it has loaded', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    embed({ shopName: 'Broken Shop' });
    renderShopName();
    expect(await screen.findByText(SAMPLE_SHOP_SETTINGS.shopName)).toBeInTheDocument();
    expect(warn).toHaveBeenCalledWith('The embedded shop settings are not valid', expect.anything());
    answer();
    expect(await screen.findByText(TEST_SHOP_SETTINGS.shopName)).toBeInTheDocument();
    expect(asked).toBe(1);
  });

  it('shows the samples until the answer when the page embeds nothing', async () => {
    renderShopName();
    expect(screen.getByText(SAMPLE_SHOP_SETTINGS.shopName)).toBeInTheDocument();
    answer();
    expect(await screen.findByText(TEST_SHOP_SETTINGS.shopName)).toBeInTheDocument();
    expect(asked).toBe(1);
  });
});
