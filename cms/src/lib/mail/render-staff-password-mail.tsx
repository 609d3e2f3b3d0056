import type { MailShop } from './mail-links';
import { type RenderedMail, renderedMail } from './rendered-mail';
import { type StaffPasswordMailFacts, staffPasswordMailSubject } from './staff-password-mail';
import { StaffPasswordLink } from './templates/staff-password-link';

/** A staff account's set-password e-mail with its link (made when the mail is sent). */
export function renderStaffPasswordMail(
  facts: StaffPasswordMailFacts,
  link: string,
  shop: MailShop,
): Promise<RenderedMail> {
  return renderedMail(
    staffPasswordMailSubject(facts.purpose, shop.name),
    <StaffPasswordLink facts={facts} link={link} shop={shop} />,
  );
}
