import { TYPES_WITH_FRAME_OPTION } from '../constants';

interface FrameFacts {
  category: string;
  hasFrame: boolean;
}

/** An item is framed when it is a Frame, or its type offers the 'With Frame?' option and the option is on. */
export function isFramed(item: FrameFacts): boolean {
  if (item.category === 'Frames') return true;
  return item.hasFrame && (TYPES_WITH_FRAME_OPTION as readonly string[]).includes(item.category);
}

/** A shopper picks a frame colour when the item is framed and offers colours (spec point 5). */
export function asksFrameColor(item: FrameFacts & { frameColors: readonly string[] }): boolean {
  return isFramed(item) && item.frameColors.length > 0;
}
