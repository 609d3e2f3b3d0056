import { EMBEDDED_ANSWER_ID } from '@shop/contracts';
import { afterEach } from 'vitest';

/** Puts API answers into the page as the server embeds them (cms/src/lib/page-head/index-template.ts). */
export function embedAnswers(
  answers: { key: string; answer: unknown }[],
  text = JSON.stringify(answers),
): void {
  const script = document.createElement('script');
  script.id = EMBEDDED_ANSWER_ID;
  script.type = 'application/json';
  script.textContent = text;
  document.head.append(script);
}

/** Puts one API answer into the page (`text`: the element's content as it is, for a broken one). */
export function embedAnswer(key: string, answer: unknown, text?: string): void {
  embedAnswers([{ key, answer }], text);
}

export const embeddedAnswerElement = () => document.getElementById(EMBEDDED_ANSWER_ID);

afterEach(() => embeddedAnswerElement()?.remove());
