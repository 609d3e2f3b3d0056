import { Link, Text } from '@react-email/components';
import { PASSWORD_LINK_HOURS } from '@shop/contracts';
import type { MailShop } from '../mail-links';
import type { StaffPasswordMailFacts } from '../staff-password-mail';
import { MailFrame } from './mail-frame';

function lifetime(hours: number): string {
  return hours === 1 ? 'one hour' : `${hours} hours`;
}

/** A staff account's one-time link to set its password: the first one (an invite) or a new one (a reset). */
export function StaffPasswordLink({
  facts,
  link,
  shop,
}: {
  facts: StaffPasswordMailFacts;
  link: string;
  shop: MailShop;
}) {
  const invite = facts.purpose === 'invite';
  return (
    <MailFrame
      shop={shop}
      preview={invite ? `Set your password for ${shop.name}` : `A new password for ${shop.name}`}
    >
      <Text>{`Hello ${facts.name},`}</Text>
      <Text>
        {invite
          ? `You have a staff account at ${shop.name}. Choose your password to start:`
          : `The shop owner sent you a link to set a new password for the staff area of ${shop.name}:`}
      </Text>
      <Text>
        <Link href={link}>{link}</Link>
      </Text>
      <Text>
        {`The link works once, for ${lifetime(PASSWORD_LINK_HOURS[facts.purpose])}. A newer link replaces it.`}
      </Text>
      <Text>
        If you did not expect this e-mail, you can ignore it; nothing changes until the link is used.
      </Text>
    </MailFrame>
  );
}
