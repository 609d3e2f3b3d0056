import { internationalDigits, type ShopSettings } from '@shop/contracts';

const CONTEXT = 'https://schema.org';

export interface ProductFacts {
  name: string;
  description: string;
  url: string;
  images: string[];
  sku: string;
  category: string;
  price: number;
  inStock: boolean;
  rating: { average: number; count: number } | null;
}

/** schema.org Product with its Offer (PKR) and, when shoppers reviewed it, its AggregateRating. */
export function productData(product: ProductFacts, settings: ShopSettings): object {
  return {
    '@context': CONTEXT,
    '@type': 'Product',
    name: product.name,
    description: product.description,
    image: product.images,
    sku: product.sku,
    category: product.category,
    brand: { '@type': 'Brand', name: settings.shopName },
    offers: {
      '@type': 'Offer',
      url: product.url,
      priceCurrency: 'PKR',
      price: product.price,
      availability: product.inStock ? `${CONTEXT}/InStock` : `${CONTEXT}/OutOfStock`,
      itemCondition: `${CONTEXT}/NewCondition`,
      seller: { '@type': 'Organization', name: settings.shopName },
    },
    ...(product.rating
      ? {
          aggregateRating: {
            '@type': 'AggregateRating',
            ratingValue: Math.round(product.rating.average * 10) / 10,
            reviewCount: product.rating.count,
            bestRating: 5,
            worstRating: 1,
          },
        }
      : {}),
  };
}

/** The shop itself, for the home page: a Store with its contact details and social pages. */
export function storeData(settings: ShopSettings, origin: string, image?: string): object {
  return {
    '@context': CONTEXT,
    '@type': 'Store',
    name: settings.shopName,
    description: settings.tagline,
    url: `${origin}/`,
    telephone: `+${internationalDigits(settings.phone)}`,
    email: settings.email,
    address: { '@type': 'PostalAddress', streetAddress: settings.address, addressCountry: 'PK' },
    currenciesAccepted: 'PKR',
    paymentAccepted: 'Cash',
    ...(image ? { image } : {}),
    sameAs: [settings.instagramUrl, settings.facebookUrl].filter(Boolean),
  };
}

/** The trail from the home page to this page. */
export function breadcrumbData(trail: { name: string; url: string }[]): object {
  return {
    '@context': CONTEXT,
    '@type': 'BreadcrumbList',
    itemListElement: trail.map((step, index) => ({
      '@type': 'ListItem',
      position: index + 1,
      name: step.name,
      item: step.url,
    })),
  };
}
