// Theme "Atelier" in Dutch: the texts of ./boutique.ts, page by page and block by block.
import type { ThemeTexts } from '../themes';

export const boutiqueNl: ThemeTexts = {
  name: 'Atelier',
  description: 'Strak en redactioneel, in zwart, wit en camel: voor modewinkels, prêt-à-porter en conceptstores.',
  pages: [
    {
      title: 'Home',
      blocks: [
        {
          title: 'De nieuwe collectie is binnen',
          subtitle:
            'Stuk voor stuk gekozen, gemaakt om lang mee te gaan en om elke dag te dragen. Belgische ontwerpers en kleine Europese huizen.',
          ctaText: 'Ontdek de collectie',
          secondaryCtaText: 'Maak een afspraak',
        },
        { title: 'Nieuw binnen', subtitle: 'De laatste stukken die in de winkel zijn toegekomen.' },
        {
          items: [
            { title: 'Gratis afhalen in de winkel', text: 'Bestel online, pas ter plaatse en neem mee wat u goed staat.' },
            { title: 'Ruilen binnen 30 dagen', text: 'Een andere maat nodig? Breng het artikel terug met het label eraan, zonder uitleg.' },
            { title: 'Gratis retouches', text: 'Zomen en eenvoudige aanpassingen door onze naaister, in enkele dagen klaar.' },
          ],
        },
        { title: 'Waar hebt u zin in?' },
        {
          title: 'Wat onze klanten zeggen',
          items: [
            {
              quote: 'Eerlijk advies, ook als dat betekent dat je niets koopt. Het is mijn vertrouwde winkel geworden.',
              role: 'Ukkel',
            },
            { quote: 'Ik vond mijn outfit voor het huwelijk van mijn zus in een uur, retouches inbegrepen. Echte service.' },
          ],
        },
        {
          title: 'Een stylingafspraak, helemaal voor u',
          text: 'Een uur in de winkel, voor de opening, om uw garderobe voor het seizoen samen te stellen.',
          ctaText: 'Reserveer een moment',
        },
      ],
    },
    {
      title: 'Winkel',
      blocks: [
        {
          text: 'De collectie',
          eyebrow: 'Lente – zomer',
          subtitle: 'Stukken beschikbaar in de winkel en online. Beperkte aantallen, de meeste modellen worden niet bijbesteld.',
        },
        {},
        {},
        {
          title: 'Maten, ruilen en levering',
          items: [
            {
              question: 'Hoe kies ik mijn maat?',
              answer:
                'Op elke productpagina staat de pasvorm (getailleerd, recht of ruim). Twijfelt u? Schrijf ons: we meten het stuk voor u op.',
            },
            {
              question: 'Kan ik een online gekocht artikel ruilen?',
              answer: 'Ja, binnen 30 dagen, in de winkel of per post, zolang het artikel niet gedragen is en het label er nog aan zit.',
            },
            {
              question: 'Levert u overal in België?',
              answer: 'Ja, in twee tot drie werkdagen. Afhalen in de winkel blijft gratis en kan al de volgende dag.',
            },
          ],
        },
      ],
    },
    {
      title: 'Het huis',
      blocks: [
        { text: 'Minder, maar beter', eyebrow: 'Het huis' },
        {
          html:
            '<p>We openden deze winkel vanuit één overtuiging: een garderobe bouwt u langzaam op, met kleren die u graag en lang draagt.</p>' +
            '<p>Elk seizoen kiezen we een handvol Belgische ontwerpers en kleine Europese huizen die met <strong>edele materialen</strong> werken — linnen, wol, biokatoen — en in goede omstandigheden produceren.</p>' +
            '<p>Geen eindeloze solden of wegwerpcollecties: juiste stukken, eerlijk advies en retouches met zorg gedaan.</p>',
        },
        {
          title: 'Onze keuzes',
          items: [
            { title: 'Europese makelij', text: 'Onze ontwerpers produceren in België, Portugal, Italië en Frankrijk.' },
            { title: 'Kleine reeksen', text: 'Van elk model bestaan maar enkele exemplaren: u komt het niet op elke straathoek tegen.' },
            { title: 'Duurzame materialen', text: 'Natuurlijke of gerecycleerde vezels, gekozen om mooi oud te worden.' },
          ],
        },
      ],
    },
    {
      title: 'Contact',
      blocks: [
        {
          title: 'Langskomen in de winkel',
          text: 'Voor een stylingafspraak of een retouche belt of mailt u ons: we antwoorden dezelfde dag.',
        },
      ],
    },
  ],
};
