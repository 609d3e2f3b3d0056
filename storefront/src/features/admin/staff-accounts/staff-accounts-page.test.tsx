import { PASSWORD_LINK_MESSAGES, type StaffAccount } from '@shop/contracts';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse, http } from 'msw';
import { apiUrl } from '@/testing/api-url';
import { server } from '@/testing/msw-server';
import { renderWithProviders } from '@/testing/render-app';
import { CurrentStaffContext } from '../lib/staff-role';
import { StaffAccountsPage } from './staff-accounts-page';

const OWNER: StaffAccount = {
  id: 1,
  email: 'owner@shop.pk',
  name: 'Sana',
  role: 'owner',
  disabled: false,
  lastLoginAt: '2026-11-20T10:00:00.000Z',
};
const PACKER: StaffAccount = {
  id: 2,
  email: 'packer@shop.pk',
  name: 'Imran',
  role: 'staff',
  disabled: false,
  lastLoginAt: null,
};

function renderPage(accounts: StaffAccount[] = [OWNER, PACKER]) {
  server.use(http.get(apiUrl('/staff/accounts'), () => HttpResponse.json({ accounts })));
  renderWithProviders(
    <CurrentStaffContext value={{ email: OWNER.email, role: 'owner' }}>
      <StaffAccountsPage />
    </CurrentStaffContext>,
    { route: '/staff-accounts' },
  );
  return userEvent.setup();
}

const cardOf = (name: string) => within(screen.getByRole('listitem', { name: `Account of ${name}` }));

describe('StaffAccountsPage', () => {
  it('lists each account with its role, state and last login; the owner cannot disable or demote themself', async () => {
    renderPage([OWNER, { ...PACKER, disabled: true }]);
    await screen.findByRole('listitem', { name: 'Account of Imran' });
    expect(cardOf('Sana').getByText('Owner')).toBeInTheDocument();
    expect(cardOf('Sana').getByText('(you)')).toBeInTheDocument();
    expect(cardOf('Sana').getByText('Last login: Nov 20, 2026')).toBeInTheDocument();
    expect(cardOf('Sana').queryByRole('button', { name: 'Disable' })).not.toBeInTheDocument();
    expect(cardOf('Sana').queryByRole('button', { name: 'Make staff' })).not.toBeInTheDocument();
    expect(cardOf('Imran').getByText('Disabled')).toBeInTheDocument();
    expect(cardOf('Imran').getByText('Last login: never')).toBeInTheDocument();
    expect(cardOf('Imran').getByRole('button', { name: 'Enable' })).toBeInTheDocument();
    expect(cardOf('Imran').getByRole('button', { name: 'Make owner' })).toBeInTheDocument();
  });

  it('creates an account with its first password and lists it', async () => {
    const sent: unknown[] = [];
    server.use(
      http.post(apiUrl('/staff/accounts'), async ({ request }) => {
        const body = (await request.json()) as { email: string; name: string; role: 'owner' | 'staff' };
        sent.push(body);
        return HttpResponse.json(
          {
            account: {
              id: 3,
              email: body.email,
              name: body.name,
              role: body.role,
              disabled: false,
              lastLoginAt: null,
            },
          },
          { status: 201 },
        );
      }),
    );
    const user = renderPage();
    await screen.findByRole('listitem', { name: 'Account of Imran' });
    const form = within(screen.getByRole('form', { name: 'New staff account' }));
    await user.type(form.getByLabelText('Email'), 'Rider@Shop.pk');
    await user.type(form.getByLabelText('Name'), 'Kamran');
    await user.type(form.getByLabelText(/^First password/), 'kamran-pass-1');
    await user.click(form.getByRole('button', { name: 'Create account' }));
    expect(await screen.findByRole('listitem', { name: 'Account of Kamran' })).toBeInTheDocument();
    expect(sent).toEqual([
      { email: 'rider@shop.pk', name: 'Kamran', role: 'staff', password: 'kamran-pass-1' },
    ]);
    expect(form.getByLabelText('Email')).toHaveValue('');
  });

  it('says what is wrong with a new account and sends nothing', async () => {
    let sent = false;
    server.use(
      http.post(apiUrl('/staff/accounts'), () => {
        sent = true;
        return HttpResponse.json({});
      }),
    );
    const alert = vi.spyOn(window, 'alert').mockImplementation(() => {});
    const user = renderPage();
    await screen.findByRole('listitem', { name: 'Account of Imran' });
    const form = within(screen.getByRole('form', { name: 'New staff account' }));
    await user.type(form.getByLabelText('Email'), 'rider@shop.pk');
    await user.type(form.getByLabelText('Name'), 'Kamran');
    await user.type(form.getByLabelText(/^First password/), 'short');
    await user.click(form.getByRole('button', { name: 'Create account' }));
    expect(alert).toHaveBeenCalledWith('Password must be at least 8 characters');
    expect(sent).toBe(false);
  });

  it("disables an account, and shows the server's message when it refuses a change", async () => {
    const changes: unknown[] = [];
    server.use(
      http.patch(apiUrl('/staff/accounts/2'), async ({ request }) => {
        const change = (await request.json()) as Partial<StaffAccount>;
        changes.push(change);
        if (change.role)
          return HttpResponse.json(
            { error: { status: 409, message: 'The shop must keep at least one enabled owner' } },
            { status: 409 },
          );
        return HttpResponse.json({ account: { ...PACKER, ...change } });
      }),
    );
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    const user = renderPage();
    await screen.findByRole('listitem', { name: 'Account of Imran' });
    await user.click(cardOf('Imran').getByRole('button', { name: 'Disable' }));
    expect(await screen.findByText('Disabled')).toBeInTheDocument();
    expect(cardOf('Imran').getByRole('button', { name: 'Enable' })).toBeInTheDocument();
    await user.click(cardOf('Imran').getByRole('button', { name: 'Make owner' }));
    expect(await screen.findByText('The shop must keep at least one enabled owner')).toBeInTheDocument();
    expect(cardOf('Imran').getByText('Staff')).toBeInTheDocument();
    expect(changes).toEqual([{ disabled: true }, { role: 'owner' }]);
  });

  it('sets a new password for an account', async () => {
    const changes: unknown[] = [];
    server.use(
      http.patch(apiUrl('/staff/accounts/2'), async ({ request }) => {
        changes.push(await request.json());
        return HttpResponse.json({ account: PACKER });
      }),
    );
    const user = renderPage();
    await screen.findByRole('listitem', { name: 'Account of Imran' });
    await user.click(cardOf('Imran').getByRole('button', { name: 'Reset password' }));
    await user.type(cardOf('Imran').getByLabelText('New password for Imran'), 'fresh-pass-22');
    await user.click(cardOf('Imran').getByRole('button', { name: 'Save password' }));
    expect(await screen.findByText('Account of Imran saved')).toBeInTheDocument();
    expect(changes).toEqual([{ password: 'fresh-pass-22' }]);
    expect(cardOf('Imran').queryByLabelText('New password for Imran')).not.toBeInTheDocument();
  });

  it('creates an account with an invite link instead of a first password', async () => {
    const sent: unknown[] = [];
    server.use(
      http.post(apiUrl('/staff/accounts'), async ({ request }) => {
        const body = (await request.json()) as { email: string; name: string; role: 'owner' | 'staff' };
        sent.push(body);
        const account = { ...body, id: 4, disabled: false, lastLoginAt: null, invitePending: true };
        return HttpResponse.json({ account }, { status: 201 });
      }),
    );
    const user = renderPage();
    await screen.findByRole('listitem', { name: 'Account of Imran' });
    const form = within(screen.getByRole('form', { name: 'New staff account' }));
    await user.type(form.getByLabelText('Email'), 'saira@shop.pk');
    await user.type(form.getByLabelText('Name'), 'Saira');
    await user.click(form.getByRole('radio', { name: /^Send an invite link/ }));
    expect(form.queryByLabelText(/^First password/)).not.toBeInTheDocument();
    await user.click(form.getByRole('button', { name: 'Create and send invite' }));
    expect(
      await screen.findByText('Account created: an invite link is on its way to saira@shop.pk'),
    ).toBeInTheDocument();
    expect(cardOf('Saira').getByText('Waiting for a password')).toBeInTheDocument();
    expect(sent).toEqual([{ email: 'saira@shop.pk', name: 'Saira', role: 'staff', sendPasswordLink: true }]);
  });

  it("e-mails an enabled account a password link, and shows the server's reason when it cannot", async () => {
    const changes: unknown[] = [];
    server.use(
      http.patch(apiUrl('/staff/accounts/2'), async ({ request }) => {
        changes.push(await request.json());
        if (changes.length > 1)
          return HttpResponse.json(
            { error: { status: 409, message: PASSWORD_LINK_MESSAGES.mailNotSetUp } },
            { status: 409 },
          );
        return HttpResponse.json({ account: PACKER });
      }),
    );
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    const user = renderPage([OWNER, PACKER, { ...PACKER, id: 5, name: 'Zara', disabled: true }]);
    await screen.findByRole('listitem', { name: 'Account of Imran' });
    expect(cardOf('Zara').queryByRole('button', { name: 'Send password link' })).not.toBeInTheDocument();
    await user.click(cardOf('Imran').getByRole('button', { name: 'Send password link' }));
    expect(await screen.findByText('Password link sent to packer@shop.pk')).toBeInTheDocument();
    await user.click(cardOf('Imran').getByRole('button', { name: 'Send password link' }));
    expect(await screen.findByText(PASSWORD_LINK_MESSAGES.mailNotSetUp)).toBeInTheDocument();
    expect(changes).toEqual([{ sendPasswordLink: true }, { sendPasswordLink: true }]);
  });
});
