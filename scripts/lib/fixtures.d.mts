/** A shopper with every checkout field filled. */
export declare const SHOPPER: Readonly<{
  name: string;
  email: string;
  phone: string;
  address: string;
  city: string;
  country: string;
}>;
/** A plain picture of `width` x `height` in one colour, encoded as PNG or JPEG. */
export declare function pictureBytes(options?: {
  width?: number;
  height?: number;
  colour?: string;
  format?: 'png' | 'jpeg';
}): Promise<Buffer>;
