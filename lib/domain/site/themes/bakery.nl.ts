// Theme "Fournil" in Dutch: the texts of ./bakery.ts, page by page and block by block.
import type { ThemeTexts } from '../themes';

export const bakeryNl: ThemeTexts = {
  name: 'Fournil',
  description: 'Warm en gul, in de tinten van een goudbruine korst: voor bakkerijen, patisserieën en tearooms.',
  pages: [
    {
      title: 'Home',
      blocks: [
        {
          title: 'Desembrood, elke ochtend vers gebakken in ons bakhuis',
          subtitle:
            'Belgische bloem, op steen gemalen, lange rijstijden en veel geduld. Bestel de dag voordien en haal uw brood nog lauw af.',
          ctaText: 'Online bestellen',
          secondaryCtaText: 'Onze openingsuren',
        },
        {
          title: 'Wat het verschil maakt',
          items: [
            {
              title: 'Natuurlijk desem',
              text: 'Ons desem is meer dan vijftien jaar oud. Het geeft onze broden een open kruim en ze blijven dagenlang goed.',
            },
            {
              title: 'Bloem van bij ons',
              text: 'Tarwe, spelt en rogge komen van molens in Haspengouw en het Meetjesland, op minder dan zeventig kilometer.',
            },
            {
              title: 'Ter plaatse gebakken',
              text: 'Alles wordt hier gevormd en gebakken, vanaf vier uur ’s ochtends. Niets komt diepgevroren onze bakkerij binnen.',
            },
          ],
        },
        { title: 'Vanochtend uit de oven', subtitle: 'Brood, koffiekoeken en lekkers van de dag, online te reserveren.' },
        {
          title: 'Ze komen elke week terug',
          items: [
            {
              quote: 'Het boerenbrood blijft de hele week goed en het zondagse rozijnenbrood smaakt zoals dat van mijn grootmoeder.',
              role: 'Klant sinds de opening',
            },
            {
              quote: 'Ik bestel op vrijdagavond en kom zaterdag om acht uur langs: alles ligt klaar, ingepakt en nog knapperig.',
              role: 'Bestelt online',
            },
            { quote: 'Boterkoeken zoals je ze nergens meer vindt. En altijd een vriendelijk woord aan de toonbank.' },
          ],
        },
        {
          title: 'Een feest, een verjaardag, een communie?',
          text: 'We maken uw taarten, merveilleux en bruidstaarten op bestelling, drie dagen vooraf.',
          ctaText: 'Contacteer ons',
        },
      ],
    },
    {
      title: 'Winkel',
      blocks: [
        {
          text: 'Online bestellen',
          eyebrow: 'Afhalen in de winkel',
          subtitle: 'Bestel voor 18 uur, dan ligt uw bestelling de volgende dag vanaf de opening voor u klaar.',
        },
        { title: 'Onze afdelingen' },
        { title: 'De hele bakkerij' },
        {
          title: 'Goed om te weten',
          items: [
            {
              question: 'Tot wanneer kan ik bestellen?',
              answer: 'Tot 18 uur voor de volgende dag. Voor taarten en grote hoeveelheden rekent u best drie dagen.',
            },
            {
              question: 'Kan ik mijn brood laten snijden?',
              answer: 'Natuurlijk. Vermeld het gewoon in de opmerking bij uw bestelling, dan snijden we het bij het afhalen.',
            },
            {
              question: 'Hebt u glutenvrij brood?',
              answer:
                'Nee: in ons bakhuis werken we de hele dag met tarwe en we kunnen niet garanderen dat er geen sporen zijn. Ons rogge- en speltbrood bevat gluten.',
            },
          ],
        },
      ],
    },
    {
      title: 'Ons verhaal',
      blocks: [
        { text: 'Een verhaal van deegtrog en buurt', eyebrow: 'Ons verhaal' },
        {
          html:
            '<p>Het begon met een oude steenoven, overgenomen van een bakker die met pensioen ging. We wilden brood maken dat <strong>eenvoudig, echt en voedzaam</strong> is, zoals vroeger, voor alles zo snel moest gaan.</p>' +
            '<p>Vandaag zijn we een klein team van bakkers en banketbakkers. Elke nacht kneden we langzaam, laten we het deeg urenlang rusten en vormen we elk brood met de hand.</p>' +
            '<h3>Onze beloften</h3>' +
            '<ul><li>Belgische bloem, traceerbaar tot aan de molen.</li><li>Geen additieven, geen broodverbeteraars, geen diepvriesdeeg.</li><li>Wat ’s avonds overblijft, gaat naar een sociale kruidenier in de buurt.</li></ul>',
        },
        {
          items: [
            { title: '4 uur ’s ochtends', text: 'Het uur waarop de eerste oven aangaat, zes dagen op zeven.' },
            { title: '48 uur', text: 'De rijstijd van ons boerenbrood, voor de smaak en de verteerbaarheid.' },
            { title: '0 additieven', text: 'Bloem, water, zout en desem. Meer niet.' },
          ],
        },
        {
          title: 'Kom gerust even goeiedag zeggen',
          text: 'De deur van het bakhuis staat vaak open: vraag gerust om de oven te zien.',
          ctaText: 'Adres en openingsuren',
        },
      ],
    },
    {
      title: 'Contact',
      blocks: [
        {
          title: 'Hier vindt u ons',
          text: 'Een vraag over een bestelling, een allergie, een feest? Bel ons of kom langs aan de toonbank.',
        },
        { title: 'Openingsuren', subtitle: 'Gesloten op maandag. Op feestdagen zijn we alleen ’s ochtends open.' },
      ],
    },
  ],
};
