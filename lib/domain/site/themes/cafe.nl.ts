// Theme "Brasserie" in Dutch: the texts of ./cafe.ts, page by page and block by block.
import type { ThemeTexts } from '../themes';

export const cafeNl: ThemeTexts = {
  name: 'Brasserie',
  description: 'Gezellig, in flessengroen en koper, zoals een buurtcafé: voor cafés, brasserieën en restaurants.',
  pages: [
    {
      title: 'Home',
      blocks: [
        {
          title: 'Marktkeuken en een glas op het terras',
          subtitle:
            'Van het ontbijt tot het laatste glas: een korte kaart die de seizoenen volgt, producenten uit de streek en Belgische bieren van het vat.',
          ctaText: 'Bekijk de kaart',
          secondaryCtaText: 'Reserveer een tafel',
        },
        {
          title: 'Bij ons',
          items: [
            { title: 'De dagschotel', text: 'Elke weekdag ’s middags een stoofgerecht en huisgemaakte soep, snel opgediend.' },
            { title: 'Bieren van bij ons', text: 'Zes Belgische bieren van het vat en een twintigtal op fles, gekozen bij kleine brouwerijen.' },
            { title: 'Terras in de zon', text: 'Vanaf de eerste mooie dagen veertig plaatsen op het terras, weg van het verkeer.' },
          ],
        },
        {
          title: 'Wat onze vaste klanten zeggen',
          items: [
            {
              quote: 'De balletjes in konijnensaus zijn precies zoals ze moeten zijn, en de frieten worden twee keer gebakken. We gaan er elke donderdag terug.',
              role: 'Vaste klant ’s middags',
            },
            { quote: 'Vriendelijke bediening, korte kaart maar alles is lekker. De café gourmand is de omweg waard.' },
            {
              quote: 'We vierden er ons veertigjarig huwelijk: het team zorgde van begin tot eind voor alles.',
              author: 'Jeanine en Paul',
              role: 'Zaal afgehuurd',
            },
          ],
        },
        { title: 'Wij zijn open' },
        {
          title: 'Vanavond een tafel?',
          text: 'Reserveer telefonisch; met meer dan acht personen stuurt u ons best een e-mail.',
          ctaText: 'Reserveren',
        },
      ],
    },
    {
      title: 'De kaart',
      blocks: [
        {
          text: 'De kaart',
          eyebrow: 'Marktkeuken',
          subtitle: 'Onze kaart verandert met de seizoenen. Vraag ons naar de suggesties van de dag en de allergenen van elk gerecht.',
        },
        {
          html:
            '<h3>Voorgerechten</h3>' +
            '<ul><li>Soep van de dag, desembrood <strong>€ 6,50</strong></li><li>Garnaalkroketten (2 stuks) <strong>€ 16,00</strong></li><li>Plank met Belgische kazen en Luikse siroop <strong>€ 14,00</strong></li></ul>' +
            '<h3>Hoofdgerechten</h3>' +
            '<ul><li>Vlaamse stoverij met bruin bier, verse frietjes <strong>€ 21,00</strong></li><li>Luikse balletjes in konijnensaus, salade <strong>€ 19,50</strong></li><li>Huisgemaakte vol-au-vent, frietjes of puree <strong>€ 20,00</strong></li><li>Preistoemp met boerenworst <strong>€ 17,50</strong></li></ul>' +
            '<h3>Desserts</h3>' +
            '<ul><li>Dame blanche, warme chocoladesaus <strong>€ 8,50</strong></li><li>Luikse wafel, slagroom <strong>€ 7,00</strong></li><li>Café gourmand <strong>€ 9,00</strong></li></ul>',
        },
        {
          title: 'U vraagt zich af…',
          items: [
            {
              question: 'Hebt u vegetarische gerechten?',
              answer: 'Ja, altijd minstens één voorgerecht en één hoofdgerecht. Zeg het ons bij aankomst, dan passen we de dagschotel graag aan.',
            },
            {
              question: 'Zijn kinderen welkom?',
              answer: 'Natuurlijk. We hebben kinderstoelen en een kinderbordje op de kaart.',
            },
          ],
        },
      ],
    },
    {
      title: 'Afhalen',
      blocks: [
        {
          text: 'Afhalen en cadeaubonnen',
          eyebrow: 'De winkel',
          subtitle: 'Onze sauzen, confituren en flessenbieren, en cadeaubonnen om te schenken. Online bestellen, afhalen aan de toog.',
        },
        {},
        {
          title: 'Een cadeaubon is altijd een goed idee',
          text: 'Een jaar geldig, voor een maaltijd, een brunch of een avond met vrienden.',
          ctaText: 'Schenk een bon',
        },
      ],
    },
    {
      title: 'Ons huis',
      blocks: [
        { text: 'Gewoon een buurtcafé', eyebrow: 'Ons huis' },
        {
          html:
            '<p>Achter de zinken toog staat een team dat graag gasten ontvangt. In de keuken maken we recepten van bij ons zoals thuis, met producten die we zelf op de markt en bij producenten uit de streek gaan halen.</p>' +
            '<p>Mensen komen hier ’s ochtends voor een koffie, ’s middags voor de dagschotel, na het werk voor een pint op het terras of op zondag voor een familiemaaltijd. <strong>Hier heeft iedereen zijn tafel.</strong></p>',
        },
        {
          title: 'De zaal afhuren',
          subtitle: 'Voor verjaardagen, vergaderingen en familiefeesten, tot zestig personen.',
          items: [
            { title: 'Menu’s op maat', text: 'Buffet, walking dinner of aan tafel: we stellen het menu samen met u op.' },
            { title: 'Drankenforfait', text: 'Een duidelijke formule, bieren en frisdranken inbegrepen, zonder verrassingen.' },
            { title: '’s Avonds en in het weekend', text: 'De zaal is vrij van maandag- tot donderdagavond, en op zondagmiddag.' },
          ],
        },
      ],
    },
    {
      title: 'Contact',
      blocks: [
        {
          title: 'Een tafel reserveren',
          text: 'Reserveren doet u bij voorkeur telefonisch. Voor een groep of het afhuren van de zaal stuurt u ons een e-mail met de datum en het aantal personen.',
        },
        { title: 'Openingsuren', subtitle: 'Keuken open van 12 tot 14.30 uur en van 18.30 tot 22 uur.' },
      ],
    },
  ],
};
