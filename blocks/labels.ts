// The few words blocks print themselves (everything else comes from the merchant's config),
// in the languages of Belgian storefronts. Chosen from the render context's locale.
export interface Labels {
  addToCart: string;
  viewProduct: string;
  soldOut: string;
  closed: string;
  directions: string;
  products: (count: number) => string;
  rating: (stars: number) => string;
  noProducts: string;
  phone: string;
  email: string;
}

const LABELS: Record<'en' | 'fr' | 'nl', Labels> = {
  en: {
    addToCart: 'Add to cart',
    viewProduct: 'View product',
    soldOut: 'Sold out',
    closed: 'Closed',
    directions: 'Directions',
    products: (n: number) => (n === 1 ? '1 product' : `${n} products`),
    rating: (n: number) => `Rated ${n} out of 5`,
    noProducts: 'No products to show yet.',
    phone: 'Phone',
    email: 'Email',
  },
  fr: {
    addToCart: 'Ajouter au panier',
    viewProduct: 'Voir le produit',
    soldOut: 'Épuisé',
    closed: 'Fermé',
    directions: 'Itinéraire',
    products: (n: number) => (n <= 1 ? `${n} produit` : `${n} produits`),
    rating: (n: number) => `Note : ${n} sur 5`,
    noProducts: 'Aucun produit à afficher pour le moment.',
    phone: 'Téléphone',
    email: 'E-mail',
  },
  nl: {
    addToCart: 'In winkelmandje',
    viewProduct: 'Bekijk product',
    soldOut: 'Uitverkocht',
    closed: 'Gesloten',
    directions: 'Routebeschrijving',
    products: (n: number) => (n === 1 ? '1 product' : `${n} producten`),
    rating: (n: number) => `${n} op 5 sterren`,
    noProducts: 'Nog geen producten om te tonen.',
    phone: 'Telefoon',
    email: 'E-mail',
  },
};

export function labelsFor(locale: string): Labels {
  const language = locale.toLowerCase().split('-')[0];
  return language === 'fr' || language === 'nl' ? LABELS[language] : LABELS.en;
}
