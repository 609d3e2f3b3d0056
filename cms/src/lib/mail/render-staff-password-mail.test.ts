import { describe, expect, it } from 'vitest';
import type { MailShop } from './mail-links';
import { renderStaffPasswordMail } from './render-staff-password-mail';

const shop: MailShop = {
  name: 'Frames & <Co>',
  phone: '0300 1112223',
  whatsapp: '0321 4445556',
  origin: 'https://shop.example',
  logoUrl: 'https://shop.example/apple-touch-icon.png',
  cloudinaryPrefix: '',
};
const LINK = 'https://shop.example/set-password?token=abc_DEF-123';

describe('rendered set-password e-mails', () => {
  it('an invite names the shop, links the set-password page and says how long the link works', async () => {
    const mail = await renderStaffPasswordMail(
      { accountId: 7, name: 'Ayesha', purpose: 'invite' },
      LINK,
      shop,
    );
    expect(mail.subject).toBe('Your staff account at Frames & <Co>: set your password');
    expect(mail.text).toContain(LINK);
    expect(mail.text).toContain('The link works once, for 48 hours.');
    expect(mail.html).toContain(`href="${LINK}"`);
    expect(mail.html).toContain('Frames &amp; &lt;Co&gt;');
  });

  it('a reset works for one hour, and a name with markup stays text', async () => {
    const name = '<a href="https://evil.example">Ayesha</a>';
    const mail = await renderStaffPasswordMail({ accountId: 7, name, purpose: 'reset' }, LINK, shop);
    expect(mail.subject).toBe('Set a new password for Frames & <Co>');
    expect(mail.text).toContain('The link works once, for one hour.');
    expect(mail.html).not.toContain('href="https://evil.example"');
    expect(mail.text).toContain(`Hello ${name},`);
  });
});
