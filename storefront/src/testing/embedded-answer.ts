import { EMBEDDED_ANSWER_ID } from '@shop/contracts';
import { afterEach } from 'vitest';

/** Puts an API answer into the page as the server embeds it (cms/src/lib/page-head/index-template.ts). */
export function embedAnswer(key: string, answer: unknown, text = JSON.stringify({ key, answer })): void {
  const script = document.createElement('script');
  script.id = EMBEDDED_ANSWER_ID;
  script.type = 'application/json';
  script.textContent = text;
  document.head.append(script);
}

export const embeddedAnswerElement = () => document.getElementById(EMBEDDED_ANSWER_ID);

afterEach(() => embeddedAnswerElement()?.remove());
