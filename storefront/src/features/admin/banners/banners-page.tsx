import type { Banner, BannerChanges, BannerInput } from '@shop/contracts';
import { useState } from 'react';
import { EmptyState } from '@/components/empty-state';
import { useDocumentTitle } from '@/components/use-document-title';
import { toast } from '@/lib/toast';
import { refreshHomeBanners, useAdminBanners } from '../api/admin-banners';
import { createBanner } from '../api/create-banner';
import { deleteBanner } from '../api/delete-banner';
import { reorderBanners } from '../api/reorder-banners';
import { updateBanner } from '../api/update-banner';
import ui from '../components/admin-ui.module.css';
import { ConfirmDialog } from '../components/confirm-dialog';
import { LoadingState } from '../components/loading-state';
import { PageHeader } from '../components/page-header';
import { useConfirmedDelete } from '../components/use-confirmed-delete';
import { BannerForm } from './banner-form';
import { BannerRow } from './banner-row';
import styles from './banners.module.css';
import { movedOrder } from './moved-order';

function messageOf(error: unknown, fallback: string): string {
  return error instanceof Error && error.message ? error.message : fallback;
}

/** The home page's banners (issue #34 item 6): add, edit, hide or show, move up or down, delete. */
export function BannersPage() {
  useDocumentTitle('Banners');
  const { data, isLoading, mutate } = useAdminBanners();
  const [editingId, setEditingId] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const banners = data ?? [];

  /** Runs a change, then shows the server's list and has the home page ask again. */
  const change = async (work: () => Promise<Banner[] | undefined>, done: string, failed: string) => {
    setBusy(true);
    try {
      const list = await work();
      await mutate(list, { revalidate: !list });
      void refreshHomeBanners();
      toast.success(done);
      return true;
    } catch (error) {
      console.warn(failed, error);
      toast.error(messageOf(error, failed));
      return false;
    } finally {
      setBusy(false);
    }
  };

  const add = (input: Partial<BannerInput>) =>
    change(
      async () => [...banners, await createBanner(input as BannerInput)],
      'Banner added successfully',
      'Failed to add banner',
    );

  const save = (id: string, changes: BannerChanges) =>
    change(
      async () => {
        const updated = await updateBanner(id, changes);
        setEditingId(null);
        return banners.map((banner) => (banner._id === id ? updated : banner));
      },
      'Banner updated successfully',
      'Failed to update banner',
    );

  const move = (index: number, step: -1 | 1) =>
    change(
      () =>
        reorderBanners(
          movedOrder(
            banners.map((banner) => banner._id),
            index,
            step,
          ),
        ),
      'Banner moved',
      'Failed to move banner',
    );

  const deletion = useConfirmedDelete<{ id: string }>({
    remove: deleteBanner,
    onRemoved: (id) => {
      void mutate((list) => list?.filter((banner) => banner._id !== id), { revalidate: false });
      void refreshHomeBanners();
    },
    successMessage: 'Banner deleted successfully',
    failureMessage: 'Failed to delete banner',
  });

  const shown = banners.filter((banner) => !banner.hidden).length;

  return (
    <div className={ui.page}>
      <PageHeader
        title="Banners"
        subtitle={`The slides of the home page's carousel, first slide first: ${shown} of ${banners.length} shown.`}
      />
      <BannerForm onSave={add} />
      {isLoading ? (
        <LoadingState text="Loading banners..." />
      ) : banners.length === 0 ? (
        <EmptyState title="No banners" text="Without a banner the home page shows no carousel." />
      ) : (
        <ol className={styles.list}>
          {banners.map((banner, index) => (
            <BannerRow
              key={banner._id}
              banner={banner}
              number={index + 1}
              isFirst={index === 0}
              isLast={index === banners.length - 1}
              busy={busy}
              onMove={(step) => void move(index, step)}
              onToggleHidden={() => void save(banner._id, { hidden: !banner.hidden })}
              onEdit={() => setEditingId(banner._id)}
              onDelete={() => deletion.ask({ id: banner._id })}
              editor={
                editingId === banner._id ? (
                  <BannerForm
                    banner={banner}
                    onSave={(changes) => save(banner._id, changes)}
                    onCancel={() => setEditingId(null)}
                  />
                ) : undefined
              }
            />
          ))}
        </ol>
      )}
      {deletion.pending && (
        <ConfirmDialog
          title="Delete Banner"
          text="Are you sure you want to delete this banner? It leaves the home page at once."
          confirmLabel="Delete Banner"
          busyLabel="Deleting..."
          busy={deletion.busy}
          onConfirm={deletion.confirm}
          onCancel={deletion.cancel}
        />
      )}
    </div>
  );
}
