// Elements inside a translated sentence (a link, a <code>) without markup in the catalogue: the message has a plain
// placeholder, formatted with slot(name), and withNodes() puts the element where the slot landed. use-intl's rich
// values take tag functions only, and the catalogue test formats every message as plain text with its placeholders.
import { Fragment, type ReactNode } from 'react';

/** What a placeholder is given so that withNodes() finds it in the formatted text. */
export const slot = (name: string) => `\u0001${name}\u0001`;

/** The formatted text with each slot replaced by its node. */
export function withNodes(text: string, nodes: Record<string, ReactNode>): ReactNode[] {
  return text.split(/\u0001(\w+)\u0001/).map((part, index) => (index % 2 ? <Fragment key={index}>{nodes[part]}</Fragment> : part));
}
