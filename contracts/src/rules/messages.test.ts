import { describe, expect, it } from 'vitest';
import { requiredFieldsMessage, SHOP_MESSAGES } from './messages';

describe('shop messages', () => {
  it('keeps the spec’s wording', () => {
    expect(SHOP_MESSAGES.selectSize).toBe('Please select a size');
    expect(SHOP_MESSAGES.fileTooLarge).toBe('File size too large. Max 10MB allowed.');
    expect(requiredFieldsMessage(['Name', 'Font'])).toBe(
      'Please fill in the following required fields: Name, Font',
    );
  });
});
