// zod building blocks shared by the block schemas: URLs, links, short texts.
// `.meta({ 'x-widget' })` is copied into the catalogue's JSON Schema: a hint for the builder's inspector, no rule.
import { z } from 'zod';

/** An http(s) URL, e.g. of an image. */
export const httpUrl = () =>
  z.url({ protocol: /^https?$/, error: 'must be an http(s) URL' }).max(2048);

const linkPattern = /^(?:https?:\/\/[^\s]+|\/(?!\/)[^\s]*|#[A-Za-z][\w-]*|mailto:[^\s@]+@[^\s@]+|tel:\+?[\d\s().-]{3,30})$/;

/** Where a button or link goes: an http(s) URL, a path on the site (/contact), an #anchor, mailto: or tel:. */
export const linkHref = () =>
  z
    .string()
    .trim()
    .min(1)
    .max(2048)
    .regex(linkPattern, 'an http(s) URL, a path starting with /, an #anchor, mailto: or tel:')
    .meta({ 'x-widget': 'link' });

/** Trimmed single-line text. */
export const line = (min: number, max: number) => z.string().trim().min(min).max(max);

/** Trimmed multi-line plain text (blank lines separate paragraphs when rendered). */
export const paragraphText = (max: number) => z.string().trim().max(max).meta({ 'x-widget': 'textarea' });

/** An id of a product, category or location. */
export const recordId = () => z.string().trim().min(1).max(64);

export const columnsField = (fallback: number) =>
  z.int().min(2).max(4).default(fallback).describe('Number of columns on wide screens (2–4)');

export const alignField = () => z.enum(['left', 'center']).default('left').describe('Text alignment');
