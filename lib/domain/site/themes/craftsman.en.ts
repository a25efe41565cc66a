// Theme "Établi" in English: the texts of ./craftsman.ts, page by page and block by block.
import type { ThemeTexts } from '../themes';

export const craftsmanEn: ThemeTexts = {
  name: 'Établi',
  description: 'Sturdy and straightforward, in slate and site orange: for craftspeople, joiners, cabinetmakers and the building trades.',
  pages: [
    {
      title: 'Home',
      blocks: [
        {
          title: 'Solid wood, worked by hand, for furniture that lasts',
          subtitle:
            'Made-to-measure kitchens, bookcases, staircases and tables, designed with you and built in our workshop. Free quote, home visits in Wallonia and Brussels.',
          ctaText: 'Ask for a quote',
          secondaryCtaText: 'Our work',
        },
        {
          title: 'Our services',
          items: [
            { title: 'Made to measure', text: 'Every piece is designed for your home, to the centimetre.' },
            { title: 'Local wood', text: 'Oak, beech and ash from the Ardennes forests, dried slowly.' },
            { title: 'Fitting included', text: 'We deliver and install ourselves, with no subcontractors.' },
            { title: 'Ten-year guarantee', text: 'On the frame and joints of all our furniture.' },
          ],
        },
        { title: 'Available at the workshop', subtitle: 'Small furniture and objects made between two jobs, ready to take home.' },
        {
          title: 'They trusted us',
          items: [
            {
              quote: 'Our oak staircase was fitted in two days, without a trace of dust in the house. Flawless work.',
              author: 'The Lambert family',
              role: 'Made-to-measure staircase, Gembloux',
            },
            {
              quote: 'They made use of every centimetre under our sloping roof. The quote was respected to the euro.',
              author: 'Sarah and Kevin',
              role: 'Bookcase and storage, Schaerbeek',
            },
          ],
        },
        {
          title: 'Got a project in mind?',
          text: 'Describe it to us in a few lines: we will call you back within 48 hours to arrange a visit.',
          ctaText: 'Tell us about my project',
        },
      ],
    },
    {
      title: 'Shop',
      blocks: [
        {
          text: 'Straight from the workshop',
          eyebrow: 'Shop',
          subtitle: 'Chopping boards, stools, shelves and objects in solid wood. Finished with natural oil, collect at the workshop or have it delivered.',
        },
        {},
        {
          title: 'Care and delivery',
          items: [
            {
              question: 'How do I care for a solid wood board?',
              answer: 'Wash it in lukewarm water without letting it soak, dry it standing up and feed it with a little food-grade oil once a month.',
            },
            {
              question: 'Do you deliver furniture?',
              answer: 'Yes, everywhere in Wallonia and Brussels. Collection at the workshop is free, by appointment.',
            },
            {
              question: 'Can I order a piece in other dimensions?',
              answer: 'Of course: most of our designs can be made to measure. Ask us for a quote, it is free.',
            },
          ],
        },
      ],
    },
    {
      title: 'The workshop',
      blocks: [
        { text: 'A craft, handed down and kept alive', eyebrow: 'The workshop' },
        {
          html:
            '<p>Our workshop was founded by a joiner trained with the compagnons, since joined by two cabinetmakers and an apprentice. We work <strong>solid wood</strong> with traditional joints — mortise and tenon, dovetails — and with modern machines where they do better.</p>' +
            '<h3>How a project goes</h3>' +
            '<ol><li>A first visit to your home, to listen, measure and understand what you need.</li><li>Drawings and a detailed quote, with no obligation, within two weeks.</li><li>Building in the workshop, where you are welcome to drop by at any time.</li><li>Fitting by our team, and a site left clean.</li></ol>',
        },
        {
          items: [
            { title: '25 years in the trade', text: 'And more than four hundred jobs done, from a small shelf to a complete kitchen.' },
            { title: 'Certified wood', text: 'Our timber comes from sustainably managed forests, less than a hundred kilometres away.' },
            { title: 'Healthy finishes', text: 'Natural oils and waxes, solvent-free, for children’s rooms too.' },
          ],
        },
      ],
    },
    {
      title: 'Contact',
      blocks: [
        {
          title: 'Ask for a quote',
          text: 'Call us or send us an e-mail with a few photos and the approximate dimensions of your project. The quote is free.',
        },
        {
          title: 'Before you call us',
          items: [
            {
              question: 'What are your lead times?',
              answer: 'Generally allow six to ten weeks between accepting the quote and fitting, depending on the season.',
            },
            {
              question: 'Do you work for businesses?',
              answer: 'Yes: fitting out shops, offices and hospitality venues. We invoice with VAT and keep to your site schedules.',
            },
          ],
        },
      ],
    },
  ],
};
