// A link in the signed-out pages' text: a module of its own, so client forms can use it without the server-only card.
import type { ReactNode } from 'react';

/** A link in the signed-out pages' text. */
export function AuthLink({ href, children }: { href: string; children: ReactNode }) {
  return (
    <a href={href} className="font-medium text-brand-700 underline-offset-2 hover:underline focus-visible:outline-2 focus-visible:outline-brand-600">
      {children}
    </a>
  );
}
