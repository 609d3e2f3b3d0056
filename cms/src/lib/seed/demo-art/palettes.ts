/** Colour sets of the demo posters: paper, ink and three accents each. */
export interface Palette {
  paper: string;
  ink: string;
  accents: [string, string, string];
}

export const PALETTES: Palette[] = [
  { paper: '#f4ecdd', ink: '#1f2a36', accents: ['#d9593d', '#e8b04a', '#2f6f73'] },
  { paper: '#0f1d33', ink: '#f2e6c9', accents: ['#d4a24c', '#6e8fb5', '#c45c4a'] },
  { paper: '#efe6f0', ink: '#3b2346', accents: ['#c0567c', '#7d5ba6', '#f0a868'] },
  { paper: '#e9efe6', ink: '#1e3a2f', accents: ['#4f8a5b', '#d7b43e', '#c7643f'] },
  { paper: '#1b1b1f', ink: '#f5f1e8', accents: ['#e4572e', '#f3a712', '#29bf12'] },
  { paper: '#fbf3e4', ink: '#5a1e24', accents: ['#7a1f2b', '#c98b3c', '#3d5a80'] },
  { paper: '#e6eef5', ink: '#14213d', accents: ['#fca311', '#3a86ff', '#e63946'] },
  { paper: '#2b2d42', ink: '#edf2f4', accents: ['#ef233c', '#8d99ae', '#ffd166'] },
];

/** The colour of each frame the shop offers, with a lighter edge for the bevel. */
export const FRAME_COLOURS: Record<string, { face: string; edge: string }> = {
  Black: { face: '#1d1d1f', edge: '#3a3a3e' },
  White: { face: '#f4f3ef', edge: '#d9d7d0' },
  Brown: { face: '#6b4226', edge: '#8a5a36' },
  Golden: { face: '#b8912f', edge: '#e3c56b' },
};
