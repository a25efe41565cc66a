import { headingFont } from '../kit/styles';
import type { BlockProps } from '../types';
import type { headingSchema } from './schema';

export function HeadingBlock({ config }: BlockProps<typeof headingSchema>) {
  const Tag = config.level;
  const centred = config.align === 'center';
  return (
    <div className="bg-(--vt-color-bg) px-5 pt-(--vt-space) pb-4 text-(--vt-color-text) sm:px-8">
      <div className={`mx-auto max-w-6xl ${centred ? 'text-center' : ''}`}>
        <div className={centred ? 'mx-auto max-w-2xl' : 'max-w-2xl'}>
          {config.eyebrow ? (
            <p className="mb-2 text-sm font-semibold tracking-wide text-(--vt-color-primary) uppercase">{config.eyebrow}</p>
          ) : null}
          <Tag
            className={`${headingFont} font-bold tracking-tight text-balance ${
              config.level === 'h2' ? 'text-3xl leading-tight sm:text-4xl' : 'text-2xl leading-snug'
            }`}
          >
            {config.text}
          </Tag>
          {config.subtitle ? <p className="mt-3 text-lg text-pretty text-(--vt-color-muted)">{config.subtitle}</p> : null}
        </div>
      </div>
    </div>
  );
}
