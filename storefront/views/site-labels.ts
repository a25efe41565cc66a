// The words of the storefront's own chrome (header, footer, product pages, 404), in the languages of
// Belgian storefronts; block labels live in blocks/labels.ts.
import { LOW_STOCK } from '@/lib/domain/inventory/schemas';

/** Storefront language until sites carry their own (the built-in themes are written in French). */
export const STOREFRONT_LOCALE = 'fr-BE';

export interface SiteLabels {
  skipToContent: string;
  mainNavigation: string;
  home: string;
  products: string;
  allProducts: string;
  breadcrumb: string;
  vatNumber: string;
  openingHours: string;
  contact: string;
  inclVat: string;
  exclVat: (price: string) => string;
  inStock: string;
  lowStock: (n: number) => string;
  soldOut: string;
  shopClosed: string;
  shopClosedDetail: string;
  pricesOnRequest: string;
  productImages: string;
  sku: string;
  notFoundTitle: string;
  notFoundText: string;
  unavailableTitle: string;
  unavailableText: string;
  backHome: string;
  cart: string;
  cartItems: (n: number) => string;
  /** A draft preview link's banner, with the link's expiry (date and time, Brussels). */
  previewBanner: (expires: string) => string;
  previewNoCartTitle: string;
  previewNoCartText: string;
  backToPreview: string;
}

const LABELS: Record<'en' | 'fr' | 'nl', SiteLabels> = {
  fr: {
    skipToContent: 'Aller au contenu',
    mainNavigation: 'Navigation principale',
    home: 'Accueil',
    products: 'Produits',
    allProducts: 'Tous les produits',
    breadcrumb: "Fil d'Ariane",
    vatNumber: 'TVA',
    openingHours: "Heures d'ouverture",
    contact: 'Contact',
    inclVat: 'TVA comprise',
    exclVat: (price) => `${price} hors TVA`,
    inStock: 'En stock',
    lowStock: (n) => `Plus que ${n} en stock`,
    soldOut: 'Épuisé',
    shopClosed: 'La boutique en ligne est fermée pour le moment.',
    shopClosedDetail: 'Vous pouvez consulter nos produits, mais pas commander. Merci de votre patience !',
    pricesOnRequest: 'Prix sur demande',
    productImages: 'Photos du produit',
    sku: 'Réf.',
    notFoundTitle: 'Page introuvable',
    notFoundText: "Cette page n'existe pas ou n'existe plus.",
    unavailableTitle: 'Boutique momentanément indisponible',
    unavailableText: 'Nous revenons dans un instant. Merci de réessayer dans quelques secondes.',
    backHome: "Retour à l'accueil",
    cart: 'Panier',
    cartItems: (n) => `${n} article${n > 1 ? 's' : ''}`,
    previewBanner: (expires) => `Aperçu des modifications non publiées — le lien expire le ${expires}`,
    previewNoCartTitle: 'Indisponible dans un aperçu',
    previewNoCartText: 'Le panier et la commande ne fonctionnent que sur le site publié. Cet aperçu montre les pages des modifications non publiées.',
    backToPreview: "Retour à l'aperçu",
  },
  nl: {
    skipToContent: 'Naar de inhoud',
    mainNavigation: 'Hoofdnavigatie',
    home: 'Home',
    products: 'Producten',
    allProducts: 'Alle producten',
    breadcrumb: 'Kruimelpad',
    vatNumber: 'Btw',
    openingHours: 'Openingsuren',
    contact: 'Contact',
    inclVat: 'Incl. btw',
    exclVat: (price) => `${price} excl. btw`,
    inStock: 'Op voorraad',
    lowStock: (n) => `Nog ${n} op voorraad`,
    soldOut: 'Uitverkocht',
    shopClosed: 'De webwinkel is momenteel gesloten.',
    shopClosedDetail: 'U kunt onze producten bekijken, maar niet bestellen. Bedankt voor uw geduld!',
    pricesOnRequest: 'Prijs op aanvraag',
    productImages: "Foto's van het product",
    sku: 'Ref.',
    notFoundTitle: 'Pagina niet gevonden',
    notFoundText: 'Deze pagina bestaat niet (meer).',
    unavailableTitle: 'Winkel tijdelijk niet beschikbaar',
    unavailableText: 'We zijn zo terug. Probeer het over enkele seconden opnieuw.',
    backHome: 'Terug naar de homepage',
    cart: 'Winkelmandje',
    cartItems: (n) => `${n} ${n > 1 ? 'artikelen' : 'artikel'}`,
    previewBanner: (expires) => `Voorbeeld van niet-gepubliceerde wijzigingen — de link verloopt op ${expires}`,
    previewNoCartTitle: 'Niet beschikbaar in een voorbeeld',
    previewNoCartText: 'Het winkelmandje en de bestelling werken alleen op de gepubliceerde site. Dit voorbeeld toont de pagina’s van de niet-gepubliceerde wijzigingen.',
    backToPreview: 'Terug naar het voorbeeld',
  },
  en: {
    skipToContent: 'Skip to content',
    mainNavigation: 'Main navigation',
    home: 'Home',
    products: 'Products',
    allProducts: 'All products',
    breadcrumb: 'Breadcrumb',
    vatNumber: 'VAT',
    openingHours: 'Opening hours',
    contact: 'Contact',
    inclVat: 'VAT included',
    exclVat: (price) => `${price} excl. VAT`,
    inStock: 'In stock',
    lowStock: (n) => `Only ${n} left`,
    soldOut: 'Sold out',
    shopClosed: 'The online shop is closed for now.',
    shopClosedDetail: 'You can browse our products but not order. Thank you for your patience!',
    pricesOnRequest: 'Price on request',
    productImages: 'Product photos',
    sku: 'SKU',
    notFoundTitle: 'Page not found',
    notFoundText: 'This page does not exist, or no longer does.',
    unavailableTitle: 'Temporarily unavailable',
    unavailableText: 'We will be back in a moment. Please try again in a few seconds.',
    backHome: 'Back to the home page',
    cart: 'Cart',
    cartItems: (n) => `${n} item${n > 1 ? 's' : ''}`,
    previewBanner: (expires) => `Preview of unpublished changes — link expires ${expires}`,
    previewNoCartTitle: 'Not available in a preview',
    previewNoCartText: 'The cart and checkout work on the published site only. This preview shows the pages of the unpublished changes.',
    backToPreview: 'Back to the preview',
  },
};

export function siteLabelsFor(locale: string): SiteLabels {
  const language = locale.toLowerCase().split('-')[0];
  return language === 'fr' || language === 'nl' ? LABELS[language] : LABELS.en;
}

/** Stock levels at or below this count show as "only n left" (one threshold with the dashboard's overview). */
export { LOW_STOCK };

export type StockStatus = { kind: 'untracked' | 'in-stock' | 'sold-out' } | { kind: 'low'; quantity: number };

export function stockStatus(product: { trackInventory: boolean; stockQuantity: number }): StockStatus {
  if (!product.trackInventory) return { kind: 'untracked' };
  if (product.stockQuantity <= 0) return { kind: 'sold-out' };
  if (product.stockQuantity <= LOW_STOCK) return { kind: 'low', quantity: product.stockQuantity };
  return { kind: 'in-stock' };
}
