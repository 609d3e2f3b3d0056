import { render, screen } from '@testing-library/react';
import { StarRating } from './star-rating';

describe('StarRating', () => {
  it('fills the rounded number of stars and reads the value with one decimal', () => {
    render(<StarRating value={4.36} />);
    const stars = screen.getByRole('img', { name: 'Rated 4.4 out of 5' });
    expect(stars).toHaveAttribute('data-filled', '4');
  });

  it('keeps the value between 0 and 5', () => {
    render(<StarRating value={7} />);
    expect(screen.getByRole('img', { name: 'Rated 5 out of 5' })).toHaveAttribute('data-filled', '5');
  });
});
