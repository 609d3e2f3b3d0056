import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Modal } from './modal';

function renderModal(onClose = vi.fn()) {
  render(
    <>
      <button type="button">Opener</button>
      <Modal title="Announcement Details" onClose={onClose} footer={<button type="button">Edit</button>}>
        <p>Body</p>
      </Modal>
    </>,
  );
  return onClose;
}

describe('Modal', () => {
  it('is a dialog named by its title that takes the focus', () => {
    renderModal();
    expect(screen.getByRole('dialog', { name: 'Announcement Details' })).toHaveFocus();
  });

  it('closes on Escape and on its close button', async () => {
    const user = userEvent.setup();
    const onClose = renderModal();
    await user.keyboard('{Escape}');
    await user.click(screen.getByRole('button', { name: 'Close dialog' }));
    expect(onClose).toHaveBeenCalledTimes(2);
  });

  it('while not dismissible, ignores Escape and the backdrop and disables its close button', async () => {
    const user = userEvent.setup();
    const onClose = vi.fn();
    render(
      <Modal title="Delete Message" onClose={onClose} dismissible={false}>
        <p>Deleting...</p>
      </Modal>,
    );
    await user.keyboard('{Escape}');
    await user.click(screen.getByRole('button', { name: 'Close', hidden: true }));
    expect(screen.getByRole('button', { name: 'Close dialog' })).toBeDisabled();
    expect(onClose).not.toHaveBeenCalled();
  });

  it('keeps Tab inside the dialog', async () => {
    const user = userEvent.setup();
    renderModal();
    await user.tab();
    expect(screen.getByRole('button', { name: 'Close dialog' })).toHaveFocus();
    await user.tab();
    expect(screen.getByRole('button', { name: 'Edit' })).toHaveFocus();
    await user.tab();
    expect(screen.getByRole('button', { name: 'Close dialog' })).toHaveFocus();
    await user.tab({ shift: true });
    expect(screen.getByRole('button', { name: 'Edit' })).toHaveFocus();
  });
});
