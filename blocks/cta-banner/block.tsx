import { ButtonLink } from '../kit/button';
import { Section } from '../kit/section';
import { headingFont } from '../kit/styles';
import type { BlockProps } from '../types';
import type { ctaBannerSchema } from './schema';

export function CtaBannerBlock({ config, id }: BlockProps<typeof ctaBannerSchema>) {
  const primary = config.tone === 'primary';
  return (
    <Section tone={primary ? 'primary' : 'surface'} labelledBy={`${id}-title`}>
      <div className="flex flex-col items-start gap-6 md:flex-row md:items-center md:justify-between">
        <div className="max-w-2xl">
          <h2 id={`${id}-title`} className={`${headingFont} text-3xl leading-tight font-bold tracking-tight text-balance`}>
            {config.title}
          </h2>
          {config.text ? <p className={`mt-2 text-lg ${primary ? 'opacity-90' : 'text-(--vt-color-muted)'}`}>{config.text}</p> : null}
        </div>
        <ButtonLink href={config.ctaLink} size="lg" variant={primary ? 'inverse' : 'primary'}>
          {config.ctaText}
        </ButtonLink>
      </div>
    </Section>
  );
}
