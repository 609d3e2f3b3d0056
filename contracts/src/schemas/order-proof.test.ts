import { describe, expect, it } from 'vitest';
import { needsApprovalByDefault } from '../rules/proof-approval';
import { proofAnswerSchema } from './order-proof';
import { templateInputSchema } from './template';

const firstMessage = (body: unknown) => proofAnswerSchema.safeParse(body).error?.issues[0]?.message;

describe("the shopper's answer to a proof", () => {
  it('takes an approval, with or without a comment', () => {
    expect(proofAnswerSchema.parse({ decision: 'approve' })).toEqual({ decision: 'approve' });
    expect(proofAnswerSchema.parse({ decision: 'approve', comment: ' Lovely ' })).toEqual({
      decision: 'approve',
      comment: 'Lovely',
    });
  });

  it('needs a comment for a change, of at most 1,000 characters', () => {
    expect(firstMessage({ decision: 'change' })).toBe('Please tell us what to change');
    expect(firstMessage({ decision: 'change', comment: '   ' })).toBe('Please tell us what to change');
    expect(firstMessage({ decision: 'change', comment: 'x'.repeat(1001) })).toBe(
      'The comment must be at most 1000 characters',
    );
    expect(proofAnswerSchema.parse({ decision: 'change', comment: 'x'.repeat(1000) }).comment).toHaveLength(
      1000,
    );
  });

  it('refuses another decision, other fields and a body that is not an object', () => {
    expect(firstMessage({ decision: 'maybe' })).toBe("Decision must be 'approve' or 'change'");
    expect(proofAnswerSchema.safeParse({ decision: 'approve', status: 'approved' }).success).toBe(false);
    expect(firstMessage('approve')).toBe('The answer must be a JSON object');
  });
});

describe("a template's need for the customer's approval", () => {
  const template = {
    name: 'Card',
    description: 'A card',
    category: 'Posters',
    stock: 3,
    hasFrame: false,
    frameColors: [],
    sizes: [{ size: 'A4', actualPrice: 1000 }],
    templateImages: [{ url: 'https://img.example/card.jpg', public_id: 'card' }],
  };

  it('is on by default for a Nikkah-Nama only', () => {
    expect(needsApprovalByDefault('Nikkah-Nama')).toBe(true);
    expect(needsApprovalByDefault('Posters')).toBe(false);
    expect(templateInputSchema.parse(template).needsApproval).toBe(false);
    expect(
      templateInputSchema.parse({
        ...template,
        category: 'Nikkah-Nama',
        hasFrame: true,
        frameColors: ['Black'],
      }).needsApproval,
    ).toBe(true);
  });

  it('is what staff chose when they chose', () => {
    expect(templateInputSchema.parse({ ...template, needsApproval: true }).needsApproval).toBe(true);
    expect(
      templateInputSchema.parse({
        ...template,
        category: 'Nikkah-Nama',
        hasFrame: true,
        frameColors: ['Black'],
        needsApproval: false,
      }).needsApproval,
    ).toBe(false);
    expect(
      templateInputSchema.safeParse({ ...template, needsApproval: 'yes' }).error?.issues[0]?.message,
    ).toBe('needsApproval must be true or false');
  });
});
