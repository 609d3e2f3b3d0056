import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { emulateMedia } from '@/testing/emulate-media';
import { HERO_ADVANCE_MS } from '../lib/hero-banners';
import { HeroCarousel } from './hero-carousel';

const currentSlide = () => screen.getByRole('button', { current: true }).getAttribute('aria-label');

afterEach(() => {
  vi.useRealTimers();
});

describe('HeroCarousel', () => {
  it('shows six banners, the first loaded eagerly at high priority with its size set', () => {
    render(<HeroCarousel />);
    expect(screen.getAllByRole('button', { name: /^Show slide/ })).toHaveLength(6);
    const first = screen.getByRole('img', { name: /Where your memories meet unmatched quality/ });
    expect(first).toHaveAttribute('src', '/images/banners/main-1600.webp');
    expect(first).toHaveAttribute(
      'srcset',
      '/images/banners/main-800.webp 800w, /images/banners/main-1600.webp 1600w',
    );
    expect(first).toHaveAttribute('sizes', '100vw');
    expect(first).toHaveAttribute('loading', 'eager');
    expect(first).toHaveAttribute('fetchpriority', 'high');
    expect(first).toHaveAttribute('width', '1600');
    expect(first).toHaveAttribute('height', '700');
  });

  it('advances every 4 seconds and wraps from the last banner to the first', () => {
    vi.useFakeTimers();
    render(<HeroCarousel />);
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
    render(<HeroCarousel />);
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
    render(<HeroCarousel />);
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
    render(<HeroCarousel />);
    act(() => vi.advanceTimersByTime(HERO_ADVANCE_MS * 2));
    expect(currentSlide()).toBe('Show slide 1');
    expect(screen.queryByTestId('hero-progress')).not.toBeInTheDocument();
  });
});
