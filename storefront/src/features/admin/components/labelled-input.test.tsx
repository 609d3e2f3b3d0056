import { render, screen } from '@testing-library/react';
import { LabelledInput } from './labelled-input';

describe('a labelled input of the staff cards', () => {
  it('is named by its label and required, with no error to read', () => {
    render(<LabelledInput label="Email" errorId="email-error" type="email" />);
    const input = screen.getByLabelText('Email');
    expect(input).toBeRequired();
    expect(input).toHaveAttribute('type', 'email');
    expect(input).not.toHaveAttribute('aria-invalid');
    expect(input).not.toHaveAccessibleDescription();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('shows its error below it, announced, and read with the input', () => {
    render(<LabelledInput label="Email" errorId="email-error" error="Email is required" />);
    const input = screen.getByRole('textbox');
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(input).toHaveAccessibleDescription('Email is required');
    expect(screen.getByRole('alert')).toHaveTextContent('Email is required');
  });
});
