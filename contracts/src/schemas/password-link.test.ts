import { describe, expect, it } from 'vitest';
import { setPasswordInputSchema } from './password-link';
import { newStaffAccountSchema, staffAccountChangeSchema } from './staff-account';
import { firstIssueMessage } from './text';

function messageOf(schema: { safeParse(input: unknown): any }, input: unknown): string | null {
  const result = schema.safeParse(input);
  return result.success ? null : firstIssueMessage(result.error);
}

const who = { email: 'Saira@Shop.pk', name: 'Saira', role: 'staff' };

describe('set-password links in the staff account calls', () => {
  it('a new account has either a first password or an invite link, never both nor neither', () => {
    expect(newStaffAccountSchema.parse({ ...who, sendPasswordLink: true })).toEqual({
      email: 'saira@shop.pk',
      name: 'Saira',
      role: 'staff',
      sendPasswordLink: true,
    });
    expect(messageOf(newStaffAccountSchema, { ...who, password: 'long-enough-1' })).toBeNull();
    expect(messageOf(newStaffAccountSchema, who)).toBe(
      'Give a first password, or send an invite link (sendPasswordLink: true)',
    );
    expect(
      messageOf(newStaffAccountSchema, { ...who, password: 'long-enough-1', sendPasswordLink: true }),
    ).toBe('Give either a first password or an invite link, not both');
    expect(messageOf(newStaffAccountSchema, { ...who, sendPasswordLink: false })).toBe(
      'sendPasswordLink must be true',
    );
  });

  it('a change sends a link or sets a password, not both', () => {
    expect(messageOf(staffAccountChangeSchema, { sendPasswordLink: true })).toBeNull();
    expect(messageOf(staffAccountChangeSchema, { sendPasswordLink: true, password: 'long-enough-1' })).toBe(
      'Send either a new password or a password link, not both',
    );
  });

  it('setting the password needs the token and a password of the account rule', () => {
    expect(messageOf(setPasswordInputSchema, { token: 'abc', password: 'long-enough-1' })).toBeNull();
    expect(messageOf(setPasswordInputSchema, { password: 'long-enough-1' })).toBe(
      'This link is not complete: open it again from the e-mail',
    );
    expect(messageOf(setPasswordInputSchema, { token: 'abc', password: 'short' })).toBe(
      'Password must be at least 8 characters',
    );
  });
});
