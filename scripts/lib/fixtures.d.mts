export { SHOPPER } from './shopper.mjs';
/** A plain picture of `width` x `height` in one colour, encoded as PNG or JPEG. */
export declare function pictureBytes(options?: {
  width?: number;
  height?: number;
  colour?: string;
  format?: 'png' | 'jpeg';
}): Promise<Buffer>;
