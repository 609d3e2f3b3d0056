import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
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

function OpenerAndModal() {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        View
      </button>
      {open && (
        <Modal title="Product" onClose={() => setOpen(false)}>
          <p>Body</p>
        </Modal>
      )}
    </>
  );
}

describe('Modal', () => {
  it('is a dialog named by its title that takes the focus', () => {
    renderModal();
    expect(screen.getByRole('dialog', { name: 'Announcement Details' })).toHaveFocus();
  });

  it('opens as a modal dialog, so the browser keeps the page behind out of reach', () => {
    const showModal = vi.spyOn(HTMLDialogElement.prototype, 'showModal');
    renderModal();
    expect(showModal).toHaveBeenCalledTimes(1);
    expect(screen.getByRole('dialog')).toHaveAttribute('open');
  });

  it('closes on Escape, on its close button and on the backdrop', async () => {
    const user = userEvent.setup();
    const onClose = renderModal();
    await user.keyboard('{Escape}');
    await user.click(screen.getByRole('button', { name: 'Close dialog' }));
    await user.click(screen.getByRole('dialog'));
    expect(onClose).toHaveBeenCalledTimes(3);
  });

  it('does not close on a click inside its content', async () => {
    const user = userEvent.setup();
    const onClose = renderModal();
    await user.click(screen.getByText('Body'));
    expect(onClose).not.toHaveBeenCalled();
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
    await user.click(screen.getByRole('dialog'));
    expect(screen.getByRole('button', { name: 'Close dialog' })).toBeDisabled();
    expect(onClose).not.toHaveBeenCalled();
  });

  it('gives the focus back to the button that opened it', async () => {
    const user = userEvent.setup();
    render(<OpenerAndModal />);
    await user.click(screen.getByRole('button', { name: 'View' }));
    expect(screen.getByRole('dialog', { name: 'Product' })).toHaveFocus();
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'View' })).toHaveFocus();
  });
});
