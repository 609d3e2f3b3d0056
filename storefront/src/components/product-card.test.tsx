import { screen } from '@testing-library/react';
import { renderWithProviders } from '@/testing/render-app';
import { ProductCard } from './product-card';

describe('ProductCard', () => {
  it('links the whole card to its page and names it by the product', () => {
    renderWithProviders(
      <ProductCard to="/product/p1" image="/uploads/a.webp" category="Posters" name="Moon Poster" />,
    );
    expect(screen.getByRole('link', { name: 'Moon Poster' })).toHaveAttribute('href', '/product/p1');
    const image = screen.getByRole('img', { name: 'Moon Poster' });
    expect(image).toHaveAttribute('loading', 'lazy');
    expect(image).toHaveAttribute('width');
    expect(image).toHaveAttribute('height');
  });

  it('asks for the image at the width it shows: Cloudinary by URL, local storage from its copies', () => {
    const cloud = 'https://res.cloudinary.com/shop/image/upload/v17/wall-art/moon.png';
    const { unmount } = renderWithProviders(
      <ProductCard to="/x" image={cloud} category="Posters" name="Moon Poster" />,
    );
    const onCloud = screen.getByRole('img', { name: 'Moon Poster' });
    expect(onCloud.getAttribute('src')).toBe(
      'https://res.cloudinary.com/shop/image/upload/f_auto,q_auto,w_400/v17/wall-art/moon.png',
    );
    expect(onCloud.getAttribute('srcset')).toContain('/f_auto,q_auto,w_320/v17/wall-art/moon.png 320w');
    expect(onCloud.getAttribute('sizes')).toMatch(/50vw/);
    unmount();
    const local = {
      url: '/uploads/moon.png',
      variants: [
        { url: '/uploads/w320_moon.png', width: 320 },
        { url: '/uploads/w640_moon.png', width: 640 },
        { url: '/uploads/moon.png', width: 900 },
      ],
    };
    renderWithProviders(<ProductCard to="/x" image={local} category="Posters" name="Sun Poster" />);
    const onDisk = screen.getByRole('img', { name: 'Sun Poster' });
    expect(onDisk.getAttribute('src')).toBe('/uploads/w640_moon.png');
    expect(onDisk.getAttribute('srcset')).toBe(
      '/uploads/w320_moon.png 320w, /uploads/w640_moon.png 640w, /uploads/moon.png 900w',
    );
  });

  it('shows the category, then the sub-category after a separator when there is one, in title case', () => {
    const { unmount } = renderWithProviders(
      <ProductCard to="/x" category="Posters" subCategory="EDUCTAION" name="A" />,
    );
    expect(screen.getByText('Posters | Education')).toBeInTheDocument();
    unmount();
    renderWithProviders(<ProductCard to="/x" category="Stickers" subCategory={null} name="B" />);
    expect(screen.getByText('Stickers')).toBeInTheDocument();
  });

  it('shows the discounted first-size price with the actual price struck through', () => {
    renderWithProviders(
      <ProductCard
        to="/x"
        category="Frames"
        name="F"
        sizes={[{ actualPrice: 1500, discountedPrice: 1250 }, { actualPrice: 9000 }]}
      />,
    );
    expect(screen.getByText('Rs. 1,250')).toBeInTheDocument();
    expect(screen.getByText('Rs. 1,500').closest('del')).not.toBeNull();
    expect(screen.queryByText(/9,000/)).not.toBeInTheDocument();
  });

  it('says Contact for price when there are no sizes', () => {
    renderWithProviders(<ProductCard to="/x" category="Frames" name="F" sizes={[]} />);
    expect(screen.getByText('Contact for price')).toBeInTheDocument();
  });

  it('shows the NEW badge only when asked, and loads a picture wanted first eagerly at high priority', () => {
    renderWithProviders(
      <ProductCard to="/x" image="/a.webp" category="Posters" name="P" showNewBadge pictureLoads="first" />,
    );
    expect(screen.getByText('NEW')).toBeInTheDocument();
    const image = screen.getByRole('img', { name: 'P' });
    expect(image).toHaveAttribute('loading', 'eager');
    expect(image).toHaveAttribute('fetchpriority', 'high');
  });

  it('loads a picture wanted now eagerly at its usual priority, and by default as it nears the screen', () => {
    renderWithProviders(
      <>
        <ProductCard to="/x" image="/a.webp" category="Posters" name="Now" pictureLoads="now" />
        <ProductCard to="/y" image="/b.webp" category="Posters" name="Later" />
      </>,
    );
    const now = screen.getByRole('img', { name: 'Now' });
    expect(now).toHaveAttribute('loading', 'eager');
    expect(now).not.toHaveAttribute('fetchpriority');
    expect(screen.getByRole('img', { name: 'Later' })).toHaveAttribute('loading', 'lazy');
  });

  it('has no NEW badge by default', () => {
    renderWithProviders(<ProductCard to="/x" category="Posters" name="P" />);
    expect(screen.queryByText('NEW')).not.toBeInTheDocument();
  });
});
