import { render } from '@react-email/components';
import type { ReactElement } from 'react';

/** An e-mail ready for the SMTP server: both parts given, so no provider copies the text into the HTML. */
export interface RenderedMail {
  subject: string;
  html: string;
  text: string;
}

/** The HTML part (every value escaped by React) and the plain-text part drawn from it. */
export async function renderedMail(subject: string, template: ReactElement): Promise<RenderedMail> {
  const [html, text] = await Promise.all([render(template), render(template, { plainText: true })]);
  return { subject, html, text };
}
