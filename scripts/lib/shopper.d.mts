/** A shopper with every checkout field filled. */
export declare const SHOPPER: Readonly<{
  name: string;
  email: string;
  phone: string;
  address: string;
  city: string;
  country: string;
}>;
