// The shopper every suite checks out as: the storefront's tests, the API's, the end-to-end journeys and the bench.

/** A shopper with every checkout field filled. */
export const SHOPPER = Object.freeze({
  name: 'Ayesha Khan',
  email: 'ayesha@example.com',
  phone: '0300 1234567',
  address: '12 Canal Road',
  city: 'Lahore',
  country: 'Pakistan',
});
