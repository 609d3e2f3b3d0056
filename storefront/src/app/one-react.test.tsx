import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useSyncExternalStore, version } from 'react';
import { version as reactDomVersion } from 'react-dom';
import { useForm } from 'react-hook-form';
import { MemoryRouter, useLocation } from 'react-router';
import { ToastContainer, toast } from 'react-toastify/unstyled';
import useSWR, { SWRConfig } from 'swr';
import { useSyncExternalStore as swrUseSyncExternalStore } from 'use-sync-external-store/shim';

// The CMS's React 18 sits at the root of node_modules (Strapi's panel pins it) and this workspace's
// React 19 is nested: a library that reached the root copy would render with a second React and fail
// here with "Invalid hook call" (a console.error fails every test) or "Objects are not valid as a React child".

function Probe() {
  const { data } = useSWR('probe', async () => 'loaded by swr');
  const { register, watch } = useForm({ defaultValues: { name: '' } });
  const { pathname } = useLocation();
  return (
    <main>
      <p>React {version}</p>
      <p>at {pathname}</p>
      <p>{data ?? 'loading'}</p>
      <label>
        Name <input {...register('name')} />
      </label>
      <p>typed {watch('name')}</p>
      <button type="button" onClick={() => toast('toast shown')}>
        Toast
      </button>
    </main>
  );
}

describe('one React in the storefront', () => {
  it('is React 19, with the same react-dom', () => {
    expect(version).toMatch(/^19\./);
    expect(reactDomVersion).toBe(version);
  });

  it("gives swr's useSyncExternalStore shim this workspace's React", () => {
    expect(swrUseSyncExternalStore).toBe(useSyncExternalStore);
  });

  it('renders hooks of swr, react-hook-form, React Router and react-toastify through Testing Library', async () => {
    render(
      <SWRConfig value={{ provider: () => new Map() }}>
        <MemoryRouter initialEntries={['/one-react']}>
          <Probe />
        </MemoryRouter>
        <ToastContainer />
      </SWRConfig>,
    );
    expect(screen.getByText(`React ${version}`)).toBeInTheDocument();
    expect(screen.getByText('at /one-react')).toBeInTheDocument();
    expect(await screen.findByText('loaded by swr')).toBeInTheDocument();
    await userEvent.type(screen.getByLabelText('Name'), 'Ada');
    expect(screen.getByText('typed Ada')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Toast' }));
    expect(await screen.findByText('toast shown')).toBeInTheDocument();
  });
});
