import { render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { LineThumbnail } from './line-thumbnail';

describe('LineThumbnail', () => {
  it('shows the line picture at 4:5, with a double-width source for sharp screens', () => {
    const { container } = render(
      <LineThumbnail image="https://cdn.test/wall.jpg" width={56} className="thumb" />,
    );
    const img = container.querySelector('img');
    expect(img).toHaveAttribute('width', '56');
    expect(img).toHaveAttribute('height', '70');
    expect(img).toHaveAttribute('alt', '');
    expect(img).toHaveClass('thumb');
    expect(img?.getAttribute('src')).toContain('wall.jpg');
  });

  it('keeps the place with an empty frame when the line has no picture', () => {
    const { container } = render(<LineThumbnail image={null} width={96} className="thumb" />);
    expect(container.querySelector('img')).toBeNull();
    expect(container.firstElementChild).toHaveAttribute('aria-hidden', 'true');
    expect(container.firstElementChild).toHaveClass('thumb');
  });
});
