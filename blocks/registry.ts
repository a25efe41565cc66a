// Catalogue + components: what the storefront renders. The `satisfies` below makes the compiler
// refuse a catalogue type without a component (and a component for a type that does not exist).
import type { z } from 'zod';
import { createElement, type ReactElement, type ReactNode } from 'react';
import { type BlockType, blockCatalog, getBlockDefinition } from './catalog';
import { CategoryListBlock } from './category-list/block';
import { ContactBlock } from './contact/block';
import { CtaBannerBlock } from './cta-banner/block';
import { FaqBlock } from './faq/block';
import { FeaturedProductBlock } from './featured-product/block';
import { FeaturesBlock } from './features/block';
import { GalleryBlock } from './gallery/block';
import { HeadingBlock } from './heading/block';
import { ImageBlock } from './image/block';
import { ImageWithTextBlock } from './image-with-text/block';
import { OpeningHoursBlock } from './opening-hours/block';
import { ProductGridBlock } from './product-grid/block';
import { RichTextBlock } from './rich-text/block';
import { ShopHeroBlock } from './shop-hero/block';
import { SpacerBlock } from './spacer/block';
import { TestimonialsBlock } from './testimonials/block';
import { VideoBlock } from './video/block';
import type { BlockProps, BlockRenderContext } from './types';

type Entry = (typeof blockCatalog)[number];
export type BlockComponent<Type extends BlockType> = (
  props: BlockProps<Extract<Entry, { type: Type }>['schema']>,
) => ReactNode;

export const blockComponents = {
  'shop-hero': ShopHeroBlock,
  'product-grid': ProductGridBlock,
  'featured-product': FeaturedProductBlock,
  'category-list': CategoryListBlock,
  heading: HeadingBlock,
  'rich-text': RichTextBlock,
  'image-with-text': ImageWithTextBlock,
  features: FeaturesBlock,
  faq: FaqBlock,
  image: ImageBlock,
  gallery: GalleryBlock,
  video: VideoBlock,
  testimonials: TestimonialsBlock,
  'opening-hours': OpeningHoursBlock,
  contact: ContactBlock,
  'cta-banner': CtaBannerBlock,
  spacer: SpacerBlock,
} satisfies { [Type in BlockType]: BlockComponent<Type> };

export { blockCatalog };

/** A stored block as the page holds it: only type and config are read here. */
export interface RenderableBlock {
  type: string;
  order?: number;
  config: unknown;
}

/** Block types that show an image at their top (a hero shows one only when it has one). */
const IMAGE_BLOCKS: ReadonlySet<string> = new Set(['image', 'gallery', 'image-with-text', 'featured-product', 'product-grid', 'category-list']);
const showsImage = (type: string, config: unknown) =>
  IMAGE_BLOCKS.has(type) || (type === 'shop-hero' && Boolean((config as { image?: string }).image));
/** How many blocks from the top the page's priority image is looked for in (further down is below the fold). */
const PRIORITY_REACH = 2;

/**
 * The page's blocks as server-rendered elements, in order. The first block showing an image among the page's
 * first PRIORITY_REACH gets `priority` (its first image is the likely largest paint: loaded at once). A block whose type is unknown or whose
 * stored config no longer parses (the schema changed since it was saved) is skipped with a
 * warning: one broken block never takes the page down.
 */
export function renderBlocks(blocks: readonly RenderableBlock[], ctx: BlockRenderContext): ReactElement[] {
  const sorted = blocks
    .map((block, index) => ({ block, index }))
    .sort((a, b) => (a.block.order ?? a.index) - (b.block.order ?? b.index) || a.index - b.index);
  const elements: ReactElement[] = [];
  let priorityGiven = false;
  for (const { block, index } of sorted) {
    const definition = getBlockDefinition(block.type);
    if (!definition) {
      console.warn(`[blocks] skipped block ${index}: unknown type "${block.type}"`);
      continue;
    }
    const parsed = definition.schema.safeParse(block.config);
    if (!parsed.success) {
      const first = parsed.error.issues[0];
      console.warn(`[blocks] skipped block ${index} (${block.type}): config no longer valid at "${first?.path.join('.')}": ${first?.message}`);
      continue;
    }
    const Component = blockComponents[definition.type as BlockType] as (props: BlockProps<z.ZodType>) => ReactNode;
    const id = `block-${index}`;
    const priority: boolean = !priorityGiven && elements.length < PRIORITY_REACH && showsImage(definition.type, parsed.data);
    priorityGiven ||= priority;
    elements.push(createElement(Component, { key: id, id, config: parsed.data, ctx, priority }));
  }
  return elements;
}
