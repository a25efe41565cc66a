// Theme "Atelier" in English: the texts of ./boutique.ts, page by page and block by block.
import type { ThemeTexts } from '../themes';

export const boutiqueEn: ThemeTexts = {
  name: 'Atelier',
  description: 'Clean and editorial, in black, white and camel: for fashion boutiques, ready-to-wear and concept stores.',
  pages: [
    {
      title: 'Home',
      blocks: [
        {
          title: 'The new collection has arrived',
          subtitle:
            'Pieces chosen one by one, made to last and designed to be worn every day. Belgian designers and small European houses.',
          ctaText: 'Discover the collection',
          secondaryCtaText: 'Book an appointment',
        },
        { title: 'New in', subtitle: 'The latest pieces to arrive in the shop.' },
        {
          items: [
            { title: 'Free collection in store', text: 'Order online, try on in the shop, leave with what suits you.' },
            { title: 'Exchanges within 30 days', text: 'Need another size? Bring the item back with its tag, no questions asked.' },
            { title: 'Free alterations', text: 'Hems and simple adjustments by our seamstress, done in a few days.' },
          ],
        },
        { title: 'Shop by mood' },
        {
          title: 'What our customers say',
          items: [
            { quote: 'Honest advice, even when it means not buying anything. It has become the shop I trust.' },
            { quote: 'I found my outfit for my sister’s wedding in an hour, alterations included. Real service.' },
          ],
        },
        {
          title: 'A styling appointment, just for you',
          text: 'An hour in the shop, before opening time, to put together your wardrobe for the season.',
          ctaText: 'Book a slot',
        },
      ],
    },
    {
      title: 'Shop',
      blocks: [
        {
          text: 'The collection',
          eyebrow: 'Spring – summer',
          subtitle: 'Pieces available in the shop and online. Limited quantities; most styles are not restocked.',
        },
        {},
        {},
        {
          title: 'Sizes, exchanges and delivery',
          items: [
            {
              question: 'How do I choose my size?',
              answer:
                'Every product page gives the fit (slim, straight or loose). If in doubt, write to us: we will measure the piece for you.',
            },
            {
              question: 'Can I exchange an item bought online?',
              answer: 'Yes, within 30 days, in the shop or by post, as long as the item has not been worn and still has its tag.',
            },
            {
              question: 'Do you deliver everywhere in Belgium?',
              answer: 'Yes, in two to three working days. Collection in store stays free and is possible from the next day.',
            },
          ],
        },
      ],
    },
    {
      title: 'The house',
      blocks: [
        { text: 'Less, but better', eyebrow: 'The house' },
        {
          html:
            '<p>We opened this shop with one conviction: a wardrobe is built slowly, with clothes you love to wear for a long time.</p>' +
            '<p>Each season we select a handful of Belgian designers and small European houses who work with <strong>fine materials</strong> — linen, wool, organic cotton — and make their clothes in good conditions.</p>' +
            '<p>No endless sales or throwaway collections: well-chosen pieces, sincere advice and alterations done with care.</p>',
        },
        {
          title: 'Our choices',
          items: [
            { title: 'Made in Europe', text: 'Our designers produce in Belgium, Portugal, Italy and France.' },
            { title: 'Small runs', text: 'Each style exists in only a few pieces: you will not see it on every street corner.' },
            { title: 'Durable materials', text: 'Natural or recycled fibres, chosen to age well.' },
          ],
        },
      ],
    },
    {
      title: 'Contact',
      blocks: [
        {
          title: 'Visit the shop',
          text: 'For a styling appointment or an alteration, call or e-mail us: we reply the same day.',
        },
      ],
    },
  ],
};
