import {
  Body,
  Container,
  Head,
  Heading,
  Hr,
  Html,
  Img,
  Link,
  Preview,
  Section,
  Text,
} from '@react-email/components';
import { whatsappLink } from '@shop/contracts';
import type { ReactNode } from 'react';
import type { MailShop } from '../mail-links';
import { ENGLISH_MAIL_WORDS } from './english-mail-words';
import type { MailWords } from './mail-words';

const page = { backgroundColor: '#f4f4f5', fontFamily: 'Arial, Helvetica, sans-serif', color: '#18181b' };
const card = { backgroundColor: '#ffffff', padding: '24px', maxWidth: '560px' };
const small = { fontSize: '13px', color: '#52525b', margin: '4px 0' };

/** Every e-mail of the shop: its logo and name above, its phone and WhatsApp below; in the words' language. */
export function MailFrame({
  shop,
  preview,
  children,
  words = ENGLISH_MAIL_WORDS,
}: {
  shop: MailShop;
  preview: string;
  children: ReactNode;
  words?: MailWords;
}) {
  return (
    <Html lang={words.lang} dir={words.dir}>
      <Head />
      <Preview>{preview}</Preview>
      <Body style={page}>
        <Container style={card}>
          <Section>
            <Img src={shop.logoUrl} alt="" width="48" height="48" />
            <Heading as="h1" style={{ fontSize: '22px', margin: '8px 0 16px' }}>
              {shop.name}
            </Heading>
          </Section>
          {children}
          <Hr />
          <Section>
            <Text style={small}>{words.callUs(shop.phone)}</Text>
            <Text style={small}>
              {'WhatsApp: '}
              <Link href={whatsappLink(shop.whatsapp, `Hello ${shop.name}`)}>{shop.whatsapp}</Link>
            </Text>
          </Section>
        </Container>
      </Body>
    </Html>
  );
}
