import { Paragraphs, Section, SectionHeader } from '../kit/section';
import { focusRing } from '../kit/styles';
import type { BlockProps } from '../types';
import type { faqSchema } from './schema';

/** Native <details>: expandable, keyboard-accessible, no JavaScript. */
export function FaqBlock({ config, id }: BlockProps<typeof faqSchema>) {
  return (
    <Section width="narrow" labelledBy={config.title ? `${id}-title` : undefined} label={config.title ? undefined : 'FAQ'}>
      <SectionHeader id={`${id}-title`} title={config.title} subtitle={config.subtitle} align={config.align} />
      <div className="divide-y divide-(--vt-color-border) border-y border-(--vt-color-border)">
        {config.items.map((item, i) => (
          <details key={i} open={config.openFirst && i === 0} className="group">
            <summary
              className={`flex cursor-pointer list-none items-center justify-between gap-6 py-5 text-lg font-semibold [&::-webkit-details-marker]:hidden ${focusRing}`}
            >
              <span>{item.question}</span>
              <svg
                aria-hidden="true"
                viewBox="0 0 20 20"
                className="h-5 w-5 shrink-0 fill-none stroke-(--vt-color-primary) stroke-2 transition group-open:rotate-45"
              >
                <path d="M10 4v12M4 10h12" strokeLinecap="round" />
              </svg>
            </summary>
            <Paragraphs text={item.answer} className="pb-6 text-(--vt-color-muted)" />
          </details>
        ))}
      </div>
    </Section>
  );
}
