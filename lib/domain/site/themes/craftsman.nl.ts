// Theme "Établi" in Dutch: the texts of ./craftsman.ts, page by page and block by block.
import type { ThemeTexts } from '../themes';

export const craftsmanNl: ThemeTexts = {
  name: 'Établi',
  description: 'Robuust en recht voor de raap, in leisteen en werforanje: voor vakmensen, schrijnwerkers, meubelmakers en bouwberoepen.',
  pages: [
    {
      title: 'Home',
      blocks: [
        {
          title: 'Massief hout, met de hand bewerkt, voor meubels die blijven',
          subtitle:
            'Keukens, boekenkasten, trappen en tafels op maat, samen met u ontworpen en gemaakt in ons atelier. Gratis offerte, bezoek aan huis in Vlaanderen en Brussel.',
          ctaText: 'Vraag een offerte',
          secondaryCtaText: 'Onze realisaties',
        },
        {
          title: 'Onze diensten',
          items: [
            { title: 'Op maat', text: 'Elk stuk wordt ontworpen voor uw interieur, tot op de centimeter.' },
            { title: 'Lokaal hout', text: 'Eik, beuk en es uit de Ardeense bossen, langzaam gedroogd.' },
            { title: 'Plaatsing inbegrepen', text: 'We leveren en plaatsen zelf, zonder onderaannemers.' },
            { title: 'Tien jaar garantie', text: 'Op de structuur en de verbindingen van al onze meubels.' },
          ],
        },
        { title: 'Nu beschikbaar in het atelier', subtitle: 'Kleine meubels en objecten, gemaakt tussen twee werven door, klaar om mee te nemen.' },
        {
          title: 'Zij vertrouwden ons',
          items: [
            {
              quote: 'Onze eiken trap werd in twee dagen geplaatst, zonder een spoor van stof in huis. Onberispelijk werk.',
              author: 'Familie Lambert',
              role: 'Trap op maat, Gembloers',
            },
            {
              quote: 'Ze hebben elke centimeter onder ons schuine dak benut. De offerte werd tot op de euro gerespecteerd.',
              author: 'Sarah en Kevin',
              role: 'Boekenkast en opbergruimte, Schaarbeek',
            },
          ],
        },
        {
          title: 'Een project in gedachten?',
          text: 'Beschrijf het ons in een paar regels: we bellen u binnen 48 uur terug om een bezoek af te spreken.',
          ctaText: 'Vertel over mijn project',
        },
      ],
    },
    {
      title: 'Winkel',
      blocks: [
        {
          text: 'Rechtstreeks uit het atelier',
          eyebrow: 'Winkel',
          subtitle: 'Snijplanken, krukken, rekken en objecten in massief hout. Afgewerkt met natuurlijke olie, afhalen in het atelier of levering.',
        },
        {},
        {
          title: 'Onderhoud en levering',
          items: [
            {
              question: 'Hoe onderhoud ik een plank in massief hout?',
              answer: 'Was ze met lauw water zonder ze te laten weken, laat ze rechtop drogen en geef ze één keer per maand wat spijsolie.',
            },
            {
              question: 'Levert u de meubels?',
              answer: 'Ja, overal in Vlaanderen en Brussel. Afhalen in het atelier is gratis, op afspraak.',
            },
            {
              question: 'Kan ik een stuk in andere afmetingen bestellen?',
              answer: 'Zeker: de meeste modellen bestaan op maat. Vraag ons een offerte, die is gratis.',
            },
          ],
        },
      ],
    },
    {
      title: 'Het atelier',
      blocks: [
        { text: 'Een vak, doorgegeven en onderhouden', eyebrow: 'Het atelier' },
        {
          html:
            '<p>Ons atelier werd opgericht door een schrijnwerker die bij de compagnons in de leer ging; intussen kwamen er twee meubelmakers en een leerling bij. We werken <strong>massief hout</strong> met traditionele verbindingen — pen-en-gat, zwaluwstaarten — en met moderne machines waar die het beter doen.</p>' +
            '<h3>Zo verloopt een project</h3>' +
            '<ol><li>Een eerste bezoek bij u thuis, om te luisteren, op te meten en uw wensen te begrijpen.</li><li>Plannen en een gedetailleerde offerte, vrijblijvend, binnen twee weken.</li><li>De productie in het atelier, waar u altijd mag komen kijken.</li><li>De plaatsing door ons team, en een werf die proper wordt achtergelaten.</li></ol>',
        },
        {
          items: [
            { title: '25 jaar vakmanschap', text: 'En meer dan vierhonderd werven, van een klein rek tot een volledige keuken.' },
            { title: 'Gecertificeerd hout', text: 'Onze houtsoorten komen uit duurzaam beheerde bossen, op minder dan honderd kilometer.' },
            { title: 'Gezonde afwerking', text: 'Natuurlijke oliën en was, zonder solventen, ook voor kinderkamers.' },
          ],
        },
      ],
    },
    {
      title: 'Contact',
      blocks: [
        {
          title: 'Vraag een offerte',
          text: 'Bel ons of stuur een e-mail met enkele foto’s en de geschatte afmetingen van uw project. De offerte is gratis.',
        },
        {
          title: 'Voor u ons belt',
          items: [
            {
              question: 'Wat zijn uw levertermijnen?',
              answer: 'Reken meestal op zes tot tien weken tussen het aanvaarden van de offerte en de plaatsing, afhankelijk van het seizoen.',
            },
            {
              question: 'Werkt u ook voor professionals?',
              answer: 'Ja: inrichting van winkels, kantoren en horeca. We factureren met btw en houden ons aan uw werfplanning.',
            },
          ],
        },
      ],
    },
  ],
};
