import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import ToastHost from '@/app/toast-host';
import { toast, toastContainerMounted } from './toast';

describe('toast', () => {
  it('shows a toast raised before the container had mounted once it mounts', async () => {
    toast.success('Poster added to cart!');
    render(<ToastHost onMounted={toastContainerMounted} />);
    expect(await screen.findByText('Poster added to cart!')).toBeInTheDocument();
  });
});
