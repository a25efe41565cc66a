import { describe, expect, it } from 'vitest';
import { blockTypes } from '@/blocks/catalog';
import {
  clearedText,
  describeFields,
  type FieldDescriptor,
  labelForEnumValue,
  labelForKey,
  newItemValue,
  unplacedErrors,
  withKey,
} from './fields';

const catalogue = blockTypes();
const fieldsOf = (type: string) => describeFields(catalogue.find((entry) => entry.type === type)!.configSchema);
const field = (type: string, key: string) => fieldsOf(type).find((candidate) => candidate.key === key)!;

function walk(descriptors: FieldDescriptor[], visit: (descriptor: FieldDescriptor) => void) {
  for (const descriptor of descriptors) {
    visit(descriptor);
    if (descriptor.kind === 'group') walk(descriptor.fields, visit);
    if (descriptor.kind === 'list') {
      expect(descriptor.item.kind).not.toBe('unsupported');
      if (descriptor.item.kind === 'group') walk(descriptor.item.fields, visit);
    }
  }
}

describe('describeFields on the real catalogue', () => {
  describe.each(catalogue.map((entry) => [entry.type, entry] as const))('%s', (_type, entry) => {
    it('gives every property, at every depth, a known widget, a label and its description as hint', () => {
      const descriptors = describeFields(entry.configSchema);
      const properties = Object.keys((entry.configSchema as { properties: object }).properties);
      expect(descriptors.map((descriptor) => descriptor.key)).toEqual(properties);
      walk(descriptors, (descriptor) => {
        expect(descriptor.kind).not.toBe('unsupported');
        expect(descriptor.label).toMatch(/^[A-Z]/);
        expect(descriptor.hint, `${entry.type}.${descriptor.key}`).toBeTruthy();
      });
    });

    it('marks exactly the schema’s required properties as required', () => {
      const required = new Set((entry.configSchema.required as string[] | undefined) ?? []);
      for (const descriptor of describeFields(entry.configSchema)) expect(descriptor.required).toBe(required.has(descriptor.key));
    });
  });

  it('maps widget hints and shapes to the expected widgets', () => {
    expect(field('shop-hero', 'title')).toMatchObject({ kind: 'text', minLength: 1, maxLength: 120, required: true, label: 'Title' });
    expect(field('shop-hero', 'ctaLink')).toMatchObject({ kind: 'link', label: 'Button link', required: true });
    expect(field('shop-hero', 'secondaryCtaLink')).toMatchObject({ kind: 'link', required: false });
    expect(field('shop-hero', 'image')).toMatchObject({ kind: 'image', required: false });
    expect(field('shop-hero', 'layout')).toMatchObject({
      kind: 'enum',
      defaultValue: 'split',
      options: [
        { value: 'split', label: 'Split' },
        { value: 'overlay', label: 'Overlay' },
        { value: 'centered', label: 'Centered' },
      ],
    });
    expect(field('image-with-text', 'text')).toMatchObject({ kind: 'textarea', maxLength: 3000 });
    expect(field('image', 'url')).toMatchObject({ kind: 'image', required: true });
    expect(field('image', 'width')).toMatchObject({ kind: 'number', integer: true, minimum: 1, maximum: 10000, required: false });
    expect(field('product-grid', 'columns')).toMatchObject({ kind: 'number', integer: true, minimum: 2, maximum: 4, defaultValue: 3 });
    expect(field('product-grid', 'showPrices')).toMatchObject({ kind: 'boolean', defaultValue: true });
    expect(field('product-grid', 'categoryId')).toMatchObject({ kind: 'picker', source: 'categories', multiple: false, label: 'Category' });
    expect(field('product-grid', 'productIds')).toMatchObject({ kind: 'picker', source: 'products', multiple: true, minItems: 1, maxItems: 48 });
    expect(field('featured-product', 'productId')).toMatchObject({ kind: 'picker', source: 'products', multiple: false, required: true });
    expect(field('category-list', 'categoryIds')).toMatchObject({ kind: 'picker', source: 'categories', multiple: true, maxItems: 24 });
    expect(field('contact', 'locationIds')).toMatchObject({ kind: 'picker', source: 'locations', multiple: true });
    expect(field('opening-hours', 'locationIds')).toMatchObject({ kind: 'picker', source: 'locations', multiple: true });
    expect(field('rich-text', 'html')).toMatchObject({ kind: 'richtext', headings: ['h2', 'h3', 'h4'], required: true });
    expect(field('video', 'url')).toMatchObject({ kind: 'url' });
    expect(field('contact', 'mapLink')).toMatchObject({ kind: 'enum', options: [{ label: 'None' }, { label: 'OpenStreetMap' }, { label: 'Google Maps' }] });
  });

  it('turns arrays of objects into lists of item sub-forms with their bounds', () => {
    const items = field('faq', 'items');
    expect(items).toMatchObject({ kind: 'list', itemLabel: 'Item', minItems: 1, maxItems: 30, required: true });
    if (items.kind !== 'list' || items.item.kind !== 'group') throw new Error('faq items: expected a list of groups');
    expect(items.item.fields.map(({ key, kind, required }) => ({ key, kind, required }))).toEqual([
      { key: 'question', kind: 'text', required: true },
      { key: 'answer', kind: 'textarea', required: true },
    ]);
    const images = field('gallery', 'images');
    if (images.kind !== 'list' || images.item.kind !== 'group') throw new Error('gallery images: expected a list of groups');
    expect(images).toMatchObject({ itemLabel: 'Image', minItems: 1, maxItems: 24 });
    expect(images.item.fields.find((candidate) => candidate.key === 'url')).toMatchObject({ kind: 'image' });
    const testimonials = field('testimonials', 'items');
    if (testimonials.kind !== 'list' || testimonials.item.kind !== 'group') throw new Error('testimonials: expected a list of groups');
    expect(testimonials.item.fields.find((candidate) => candidate.key === 'rating')).toMatchObject({ kind: 'number', minimum: 1, maximum: 5, required: false });
    expect(testimonials.item.fields.find((candidate) => candidate.key === 'quote')).toMatchObject({ kind: 'textarea', maxLength: 600 });
    expect(field('features', 'items')).toMatchObject({ kind: 'list', minItems: 1, maxItems: 12 });
  });

  it('recognises colours by hint or hex pattern, nested objects as groups', () => {
    const descriptors = describeFields({
      type: 'object',
      properties: {
        accent: { type: 'string', 'x-widget': 'color' },
        background: { type: 'string', pattern: '^#[0-9a-fA-F]{6}$', description: 'Background colour' },
        box: { type: 'object', properties: { maybe: { anyOf: [{ type: 'boolean' }, { type: 'null' }] } } },
        tags: { type: 'array', items: { type: 'string', maxLength: 20 } },
      },
      required: ['accent'],
    });
    expect(descriptors.map(({ key, kind }) => [key, kind])).toEqual([
      ['accent', 'color'],
      ['background', 'color'],
      ['box', 'group'],
      ['tags', 'list'],
    ]);
    const box = descriptors[2]!;
    expect(box.kind === 'group' && box.fields[0]).toMatchObject({ key: 'maybe', kind: 'boolean' });
  });
});

describe('labels', () => {
  it('uses the small map, then splits camelCase', () => {
    expect(labelForKey('ctaLink')).toBe('Button link');
    expect(labelForKey('imageAlt')).toBe('Image alt text');
    expect(labelForKey('showClosedDays')).toBe('Show closed days');
    expect(labelForKey('showOpeningHours')).toBe('Show opening hours');
    expect(labelForEnumValue('center')).toBe('Center');
    expect(labelForEnumValue('16:9')).toBe('16:9');
    expect(labelForEnumValue('md')).toBe('Medium');
  });
});

describe('editing helpers', () => {
  it('clears an optional text to "" when empty is valid, otherwise removes the key', () => {
    expect(clearedText(field('opening-hours', 'title'))).toBe(''); // an empty title hides it
    expect(clearedText(field('shop-hero', 'secondaryCtaLink'))).toBeUndefined(); // min 1: absent instead
    expect(clearedText(field('shop-hero', 'image'))).toBeUndefined(); // '' is no URL
    expect(clearedText(field('shop-hero', 'title'))).toBe(''); // required: stays, and is reported
    expect(withKey({ a: 1, b: 2 }, 'a', undefined)).toEqual({ b: 2 });
    expect(withKey({ a: 1 }, 'b', 'x')).toEqual({ a: 1, b: 'x' });
  });

  it('starts a new item with its required parts blank', () => {
    const items = field('testimonials', 'items');
    if (items.kind !== 'list') throw new Error('expected a list');
    expect(newItemValue(items.item)).toEqual({ quote: '', author: '' });
  });

  it('lists messages that no control shows', () => {
    const descriptors = fieldsOf('faq');
    const value = { items: [{ question: 'q', answer: 'a' }] };
    expect(
      unplacedErrors(descriptors, value, {
        title: 'too long',
        'items.0.question': 'Required',
        'items.0.bogus': 'unknown key',
        bogus: 'unknown key',
        '': 'must be an object',
      }),
    ).toEqual([
      ['items.0.bogus', 'unknown key'],
      ['bogus', 'unknown key'],
      ['', 'must be an object'],
    ]);
  });
});
