import { mediaRadius } from '../kit/styles';
import type { BlockProps } from '../types';
import { parseVideoUrl } from './embed';
import type { videoSchema } from './schema';

const ratios = { '16:9': 'aspect-video', '4:3': 'aspect-[4/3]', '1:1': 'aspect-square', '9:16': 'aspect-[9/16] max-h-[80vh]' } as const;

export function VideoBlock({ config }: BlockProps<typeof videoSchema>) {
  const embed = parseVideoUrl(config.url);
  if (!embed) return null;
  const portrait = config.aspectRatio === '9:16';
  return (
    <div className="bg-(--vt-color-bg) py-[calc(var(--vt-space)*0.5)] text-(--vt-color-text)">
      <figure className={`mx-auto px-5 sm:px-8 ${config.size === 'narrow' || portrait ? 'max-w-3xl' : 'max-w-6xl'}`}>
        <div className={`${ratios[config.aspectRatio]} ${portrait ? 'mx-auto' : 'w-full'} overflow-hidden ${mediaRadius} bg-black`}>
          <iframe
            src={embed.embedUrl}
            title={config.title}
            loading="lazy"
            referrerPolicy="strict-origin-when-cross-origin"
            allow="encrypted-media; fullscreen; picture-in-picture"
            allowFullScreen
            className="h-full w-full border-0"
          />
        </div>
        {config.caption ? <figcaption className="mt-3 text-sm text-(--vt-color-muted)">{config.caption}</figcaption> : null}
      </figure>
    </div>
  );
}
