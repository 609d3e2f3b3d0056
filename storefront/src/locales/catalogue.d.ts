/** A message catalogue compiled by the Lingui Vite plugin (`import … from './ur.json?lingui'`). */
declare module '*?lingui' {
  import type { Messages } from '@lingui/core';
  export const messages: Messages;
}
