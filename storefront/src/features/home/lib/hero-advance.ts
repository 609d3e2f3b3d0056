/** Spec point 9: the hero advances every 4 s; the slide transition lasts 0.5 s (in the CSS). */
export const HERO_ADVANCE_MS = 4000;
