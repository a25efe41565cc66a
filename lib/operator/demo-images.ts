// The demo's photos in its media library, on its products and on its pages: the pictures of ./demo-photos.ts
// uploaded through the media domain (as a merchant's upload would be: checked, cleaned, stored), their URLs
// set as the products' images, and the theme's pages given photos (a hero picture, the bakery at work, a
// gallery of the shop) in place of any placeholder image.
import type { Db } from '../db/client';
import { uploadMedia } from '../domain/media/media';
import { type PreparedImage, inspectAndPrepare } from '../domain/media/process';
import { listPages, updatePage } from '../domain/site/pages';
import type { Page } from '../domain/site/schemas';
import { DEMO_PHOTO_SKUS, DEMO_SCENES, type DemoPhoto, type DemoScene, demoProductPhoto, demoScenePhoto } from './demo-photos';

export type DemoImages = {
  /** Media URL of each product's photo, by SKU. */
  products: Map<string, string>;
  scenes: Record<DemoScene, { url: string; alt: string }>;
};

type Drawn = DemoPhoto & { prepared: PreparedImage };

// Drawn and prepared for the library once per process: the live business and its sandbox twin upload the same
// pictures (the media domain's check and re-encoding, done once, given to both uploads).
let drawn: Promise<{ products: Drawn[]; scenes: Drawn[] }> | null = null;

const prepare = async (photo: DemoPhoto): Promise<Drawn> => ({ ...photo, prepared: await inspectAndPrepare(photo.bytes, photo.filename) });

function drawAll() {
  drawn ??= Promise.all([
    Promise.all(DEMO_PHOTO_SKUS.map(async (sku) => prepare((await demoProductPhoto(sku))!))),
    Promise.all(DEMO_SCENES.map(async (scene) => prepare(await demoScenePhoto(scene)))),
  ]).then(([products, scenes]) => ({ products, scenes }));
  return drawn;
}

/** Uploads the demo's pictures into the business's media library, with their French alt texts. */
export async function uploadDemoImages(db: Db, businessId: string): Promise<DemoImages> {
  const photos = await drawAll();
  const upload = (photo: Drawn) => uploadMedia(db, businessId, { bytes: photo.bytes, filename: photo.filename, alt: photo.alt, prepared: photo.prepared });
  // All at once: the transaction's queries queue on its one connection while the file store writes.
  const [products, scenes] = await Promise.all([
    Promise.all(photos.products.map(async (photo) => [photo.key, (await upload(photo)).url] as const)),
    Promise.all(photos.scenes.map(async (photo) => [photo.key, { url: (await upload(photo)).url, alt: photo.alt }] as const)),
  ]);
  return { products: new Map(products), scenes: Object.fromEntries(scenes) as DemoImages['scenes'] };
}

type Block = Page['blocks'][number];
type Config = Record<string, unknown>;

const PLACEHOLDER_HOST = 'images.example.com';
const isPlaceholder = (url: unknown) => typeof url === 'string' && url.includes(`//${PLACEHOLDER_HOST}/`);

/** The Dutch alt texts of the demo's scenes (the site also speaks Dutch under /nl/). */
const SCENE_ALTS_NL: Record<string, string> = {
  'fournee-du-matin': 'De ochtendbaksels op de werktafel van het bakhuis: boerenbroden, stokbroden en goudbruine croissants',
  comptoir: 'De toonbank van de bakkerij, met rekken vol brood en koffiekoeken in de vitrine',
  fournil: 'Het bakhuis: de bakstenen oven met zijn oranje gloed en de broden die rijzen op de werktafel',
  devanture: 'De etalage van Maison Lemaire aan het Flageyplein: gestreepte luifel, verlichte vitrine en broden in de uitstalling',
};
const dutchAlt = (scene: { url: string; alt: string }, scenes: DemoImages['scenes']) =>
  SCENE_ALTS_NL[Object.entries(scenes).find(([, value]) => value.url === scene.url)?.[0] ?? ''] ?? scene.alt;

/**
 * The blocks of a demo page with photos: the home page's hero shows the morning's bake beside its title and
 * gets a "the bakery at work" section after its first band; the story page a gallery of the shop; any image
 * of the theme still pointing at the placeholder host gets one of the shop's scenes instead. Pure.
 */
export function demoPageBlocks(slug: string, blocks: readonly Block[], scenes: DemoImages['scenes']): Block[] {
  const cycle = [scenes.comptoir, scenes.fournil, scenes.devanture];
  let next = 0;
  const scene = () => cycle[next++ % cycle.length]!;
  const out: { type: string; config: Config; translations?: Block['translations'] }[] = [...blocks]
    .sort((a, b) => a.order - b.order)
    .map((block) => {
      const before = block.config as Config;
      const config = replacePlaceholders(block.type, { ...before }, scene);
      return { type: block.type, config, translations: dutchAlts(block.type, before, config, block.translations, scenes) };
    });

  if (slug === '') {
    const hero = out.find((block) => block.type === 'shop-hero');
    if (hero && !hero.config.image) {
      hero.config = { ...hero.config, image: scenes['fournee-du-matin'].url, imageAlt: scenes['fournee-du-matin'].alt, layout: 'split' };
      const nl = blocks.find((block) => block.type === 'shop-hero')?.translations?.nl;
      if (nl) hero.translations = { nl: { ...nl, imageAlt: SCENE_ALTS_NL['fournee-du-matin']! } };
    }
    if (!out.some((block) => block.type === 'image-with-text')) {
      out.splice(Math.min(2, out.length), 0, {
        type: 'image-with-text',
        config: {
          image: scenes.fournil.url,
          imageAlt: scenes.fournil.alt,
          eyebrow: 'Le fournil',
          title: 'Pétri la nuit, cuit au feu de bois',
          text: 'Chaque nuit, nos boulangers façonnent à la main les pains du jour et les enfournent dans le four à sole, dès quatre heures du matin.\n\nPassez au comptoir : la porte du fournil est souvent ouverte.',
          ctaText: 'Notre histoire',
          ctaLink: '/a-propos',
          imagePosition: 'right',
        },
        translations: {
          nl: {
            imageAlt: SCENE_ALTS_NL.fournil,
            eyebrow: 'Het bakhuis',
            title: '’s Nachts gekneed, in de houtoven gebakken',
            text: 'Elke nacht vormen onze bakkers de broden van de dag met de hand en schuiven ze vanaf vier uur ’s ochtends in de steenoven.\n\nKom gerust langs aan de toonbank: de deur van het bakhuis staat vaak open.',
            ctaText: 'Ons verhaal',
          },
        },
      });
    }
  }
  if (slug === 'a-propos' && !out.some((block) => block.type === 'gallery')) {
    out.splice(Math.min(2, out.length), 0, {
      type: 'gallery',
      config: {
        title: 'La boulangerie en images',
        columns: 3,
        aspect: 'landscape',
        images: [scenes.devanture, scenes.comptoir, scenes.fournil].map(({ url, alt }) => ({ url, alt })),
      },
      translations: { nl: { title: 'De bakkerij in beeld', images: [scenes.devanture, scenes.comptoir, scenes.fournil].map((scene) => ({ alt: dutchAlt(scene, scenes) })) } },
    });
  }
  return out.map((block, order) => ({ ...block, order }));
}

/** A block's translations with the Dutch alt text of each photo that took a placeholder's place. */
function dutchAlts(type: string, before: Config, after: Config, translations: Block['translations'], scenes: DemoImages['scenes']): Block['translations'] {
  const nl = translations?.nl ? structuredClone(translations.nl) : undefined;
  if (!nl) return translations;
  const alt = (url: unknown) => dutchAlt({ url: String(url), alt: '' }, scenes);
  if (type === 'image' && after.url !== before.url && alt(after.url)) nl.alt = alt(after.url);
  if ((type === 'shop-hero' || type === 'image-with-text') && after.image !== before.image && after.imageAlt && alt(after.image)) nl.imageAlt = alt(after.image);
  if (type === 'gallery' && Array.isArray(after.images)) {
    const images = Array.isArray(nl.images) ? [...(nl.images as (Config | null)[])] : [];
    (after.images as Config[]).forEach((image, index) => {
      if (image.url !== (before.images as Config[])[index]?.url && alt(image.url)) images[index] = { ...(images[index] ?? {}), alt: alt(image.url) };
    });
    nl.images = images;
  }
  return { ...translations, nl };
}

function replacePlaceholders(type: string, config: Config, scene: () => { url: string; alt: string }): Config {
  if (type === 'image' && isPlaceholder(config.url)) {
    // The placeholder's width and height are not the photo's: the library knows the photo's own.
    const { width: _width, height: _height, ...rest } = config;
    return { ...rest, ...scene() };
  }
  if ((type === 'shop-hero' || type === 'image-with-text') && isPlaceholder(config.image)) {
    const { url, alt } = scene();
    return { ...config, image: url, imageAlt: alt };
  }
  if (type === 'gallery' && Array.isArray(config.images)) {
    return { ...config, images: (config.images as Config[]).map((image) => (isPlaceholder(image.url) ? { ...image, ...scene() } : image)) };
  }
  return config;
}

/** Gives the business's demo pages their photos (see demoPageBlocks), through the pages' own update. */
export async function putDemoImagesOnPages(db: Db, businessId: string, images: DemoImages): Promise<void> {
  const { data } = await listPages(db, businessId, { limit: 100 });
  for (const page of data) {
    if (page.renderMode !== 'BLOCKS') continue;
    const blocks = demoPageBlocks(page.slug, page.blocks, images.scenes);
    if (JSON.stringify(blocks) !== JSON.stringify(page.blocks)) await updatePage(db, businessId, page.id, { blocks });
  }
}
