import type { ShopSettingsInput } from '@shop/contracts';
import { toast } from '@/lib/toast';
import useSWR from 'swr';
import { fetchShopSettings, SHOP_SETTINGS_PATH } from '@/api/shop-settings';
import { useDocumentTitle } from '@/components/use-document-title';
import { useLastChanges } from '../api/last-changes';
import { saveShopSettings } from '../api/save-shop-settings';
import ui from '../components/admin-ui.module.css';
import { LastChangeNote } from '../components/last-change-note';
import { LoadingState } from '../components/loading-state';
import { PageHeader } from '../components/page-header';
import { ShopSettingsForm } from './shop-settings-form';

export const SETTINGS_SAVED = 'Shop settings saved';

/** The shop's own details, shown in the footer, the contact and about pages and shared links. */
export function ShopSettingsPage() {
  useDocumentTitle('Shop settings');
  const { data, error, isLoading, mutate } = useSWR(SHOP_SETTINGS_PATH, fetchShopSettings);
  const lastChanges = useLastChanges();

  const save = async (input: ShopSettingsInput) => {
    try {
      const saved = await saveShopSettings(input);
      await mutate(saved, { revalidate: false });
      void lastChanges.mutate();
      toast.success(SETTINGS_SAVED, { autoClose: 1500 });
    } catch (cause) {
      console.warn('Saving the shop settings failed', cause);
      toast.error(cause instanceof Error ? cause.message : 'The shop settings could not be saved');
    }
  };

  return (
    <div className={ui.page}>
      <PageHeader
        title="Shop settings"
        subtitle="Your shop's name and contact details, as shoppers see them on every page and in shared links."
      />
      <LastChangeNote change={lastChanges.data?.settings} />
      {isLoading ? (
        <LoadingState text="Loading shop settings..." />
      ) : error || !data ? (
        <div className={ui.card} role="alert">
          <p>The shop settings could not be loaded.</p>
          <button type="button" className={ui.button} onClick={() => void mutate()}>
            Try again
          </button>
        </div>
      ) : (
        <ShopSettingsForm settings={data} onSave={save} />
      )}
    </div>
  );
}
