import { layoutValueText } from '@shop/contracts';

/** What a text box of the preview draws for a value (the server's drawn proof draws the same): a date as 'Dec 31, 2026', anything else as typed. */
export const previewText = layoutValueText;
