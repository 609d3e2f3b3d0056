import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { emulateMedia } from '@/testing/emulate-media';
import { HERO_ADVANCE_MS } from '../lib/hero-advance';
import { sampleBanners } from '../testing/home-server';
import { HeroCarousel } from './hero-carousel';

const currentSlide = () => screen.getByRole('button', { current: true }).getAttribute('aria-label');
const showCarousel = (banners = sampleBanners(6)) =>
  render(
    <MemoryRouter>
      <HeroCarousel banners={banners} />
    </MemoryRouter>,
  );

afterEach(() => {
  vi.useRealTimers();
});

describe('HeroCarousel', () => {
  it('shows one slide per banner, the first loaded eagerly at high priority with its size set', () => {
    showCarousel();
    expect(screen.getAllByRole('button', { name: /^Show slide/ })).toHaveLength(6);
    const first = screen.getByRole('img', { name: 'Banner 1' });
    const origin = window.location.origin;
    expect(first).toHaveAttribute('src', `${origin}/uploads/banner_1.webp`);
    expect(first).toHaveAttribute(
      'srcset',
      `${origin}/uploads/w640_banner_1.webp 640w, ${origin}/uploads/banner_1.webp 1600w`,
    );
    expect(first).toHaveAttribute('sizes', '100vw');
    expect(first).toHaveAttribute('loading', 'eager');
    expect(first).toHaveAttribute('fetchpriority', 'high');
    expect(first).toHaveAttribute('width', '1600');
    expect(first).toHaveAttribute('height', '700');
  });

  it('shows a banner’s title and subtitle over it, and leads to its link', () => {
    const [linked, external, plain] = sampleBanners(3);
    showCarousel([
      { ...linked, title: 'Eid sale', subtitle: 'Frames at 20% off', link: '/products' },
      { ...external, link: 'https://instagram.com/shop' },
      plain,
    ]);
    expect(screen.getByText('Eid sale')).toBeInTheDocument();
    expect(screen.getByText('Frames at 20% off')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /Banner 1/ })).toHaveAttribute('href', '/products');
    expect(screen.getByRole('link', { name: /Banner 2/, hidden: true })).toHaveAttribute(
      'href',
      'https://instagram.com/shop',
    );
    expect(screen.getAllByRole('link', { hidden: true })).toHaveLength(2);
  });

  it('advances every 4 seconds and wraps from the last banner to the first', () => {
    vi.useFakeTimers();
    showCarousel();
    expect(currentSlide()).toBe('Show slide 1');
    expect(screen.getByTestId('hero-progress')).toBeInTheDocument();
    act(() => vi.advanceTimersByTime(HERO_ADVANCE_MS - 1));
    expect(currentSlide()).toBe('Show slide 1');
    act(() => vi.advanceTimersByTime(1));
    expect(currentSlide()).toBe('Show slide 2');
    for (let i = 0; i < 5; i += 1) act(() => vi.advanceTimersByTime(HERO_ADVANCE_MS));
    expect(currentSlide()).toBe('Show slide 1');
  });

  it('goes back from the first banner to the last and forward with next and the dots', async () => {
    const user = userEvent.setup();
    showCarousel();
    await user.click(screen.getByRole('button', { name: 'Previous slide' }));
    expect(currentSlide()).toBe('Show slide 6');
    await user.click(screen.getByRole('button', { name: 'Next slide' }));
    expect(currentSlide()).toBe('Show slide 1');
    await user.click(screen.getByRole('button', { name: 'Show slide 4' }));
    expect(currentSlide()).toBe('Show slide 4');
    expect(screen.getByRole('group', { name: '4 of 6' })).not.toHaveAttribute('aria-hidden', 'true');
  });

  it('stops advancing when paused and starts again on play', () => {
    vi.useFakeTimers();
    showCarousel();
    act(() => screen.getByRole('button', { name: 'Pause slideshow' }).click());
    // Clicking focused the carousel; leave it so only the pause holds it still.
    act(() => (document.activeElement as HTMLElement).blur());
    act(() => vi.advanceTimersByTime(HERO_ADVANCE_MS * 3));
    expect(currentSlide()).toBe('Show slide 1');
    expect(screen.queryByTestId('hero-progress')).not.toBeInTheDocument();
    act(() => screen.getByRole('button', { name: 'Play slideshow' }).click());
    act(() => (document.activeElement as HTMLElement).blur());
    act(() => vi.advanceTimersByTime(HERO_ADVANCE_MS));
    expect(currentSlide()).toBe('Show slide 2');
  });

  it('does not move by itself for a shopper who prefers reduced motion', () => {
    emulateMedia({ reducedMotion: true });
    vi.useFakeTimers();
    showCarousel();
    act(() => vi.advanceTimersByTime(HERO_ADVANCE_MS * 2));
    expect(currentSlide()).toBe('Show slide 1');
    expect(screen.queryByTestId('hero-progress')).not.toBeInTheDocument();
  });
});
