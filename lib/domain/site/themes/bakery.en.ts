// Theme "Fournil" in English: the texts of ./bakery.ts, page by page and block by block.
import type { ThemeTexts } from '../themes';

export const bakeryEn: ThemeTexts = {
  name: 'Fournil',
  description: 'Warm and generous, in golden-crust tones: for bakeries, pâtisseries and tea rooms.',
  pages: [
    {
      title: 'Home',
      blocks: [
        {
          title: 'Sourdough bread, baked every morning in our bakehouse',
          subtitle:
            'Belgian stone-ground flour, long fermentations and plenty of patience. Order the day before and collect your bread still warm.',
          ctaText: 'Order online',
          secondaryCtaText: 'Our opening hours',
        },
        {
          title: 'What makes the difference',
          items: [
            {
              title: 'Natural sourdough',
              text: 'Our sourdough starter is more than fifteen years old. It gives our loaves an open crumb and keeps them fresh for days.',
            },
            {
              title: 'Flour from close by',
              text: 'Wheat, spelt and rye come from mills in Hesbaye and the Condroz, less than seventy kilometres away.',
            },
            {
              title: 'Baked on site',
              text: 'Everything is shaped and baked here, from four in the morning. Nothing frozen ever comes into our bakery.',
            },
          ],
        },
        { title: 'Fresh out of the oven this morning', subtitle: 'Bread, viennoiseries and sweet treats of the day, to reserve online.' },
        {
          title: 'They come back every week',
          items: [
            {
              quote: 'The country loaf keeps all week, and the Sunday cramique tastes just like my grandmother’s.',
              role: 'Customer since the opening',
            },
            {
              quote: 'I order on Friday evening and drop by on Saturday at eight: everything is ready, wrapped and still crisp.',
              role: 'Orders online',
            },
            { quote: 'Butter pastries like you can hardly find any more. And always a kind word at the counter.' },
          ],
        },
        {
          title: 'A party, a birthday, a communion?',
          text: 'We make your tarts, merveilleux and celebration cakes to order, three days in advance.',
          ctaText: 'Contact us',
        },
      ],
    },
    {
      title: 'Shop',
      blocks: [
        {
          text: 'Order online',
          eyebrow: 'Collect in store',
          subtitle: 'Order before 6 pm and your order will be waiting for you from opening time the next day.',
        },
        { title: 'Our departments' },
        { title: 'The whole bakery' },
        {
          title: 'Good to know',
          items: [
            {
              question: 'Until when can I order?',
              answer: 'Until 6 pm for the next day. For cakes and large quantities, allow three days.',
            },
            {
              question: 'Can I have my bread sliced?',
              answer: 'Of course. Just say so in the note on your order and we will slice it when you collect it.',
            },
            {
              question: 'Do you have gluten-free bread?',
              answer:
                'No: our bakehouse works with wheat all day and we cannot guarantee there are no traces. Our rye and spelt breads contain gluten.',
            },
          ],
        },
      ],
    },
    {
      title: 'Our story',
      blocks: [
        { text: 'A story of kneading troughs and neighbours', eyebrow: 'Our story' },
        {
          html:
            '<p>It all began with an old deck oven, bought from a baker who was retiring. We wanted to make bread that is <strong>simple, honest and nourishing</strong>, the way it was made before everything sped up.</p>' +
            '<p>Today we are a small team of bakers and pastry chefs. Every night we knead slowly, let the dough rest for long hours and shape every loaf by hand.</p>' +
            '<h3>Our commitments</h3>' +
            '<ul><li>Belgian flour, traced back to the mill.</li><li>No additives, no improvers, no frozen dough.</li><li>Whatever is left at the end of the day goes every evening to a community grocery nearby.</li></ul>',
        },
        {
          items: [
            { title: '4 in the morning', text: 'The time the first oven is lit, six days a week.' },
            { title: '48 hours', text: 'The fermentation of our country loaf, for flavour and digestibility.' },
            { title: 'Zero additives', text: 'Flour, water, salt and sourdough. That is all.' },
          ],
        },
        {
          title: 'Come and say hello',
          text: 'The bakehouse door is often open: ask to see the oven.',
          ctaText: 'Address and opening hours',
        },
      ],
    },
    {
      title: 'Contact',
      blocks: [
        {
          title: 'Find us',
          text: 'A question about an order, an allergy, a party to prepare? Call us or drop by the counter.',
        },
        { title: 'Opening hours', subtitle: 'Closed on Mondays. On public holidays we open in the morning only.' },
      ],
    },
  ],
};
