import { Section } from '../kit/section';
import type { BlockProps } from '../types';
import type { richTextSchema } from './schema';
import { sanitizeRichText } from './sanitize';

// No typography plugin: the allowed tags are few, so they are styled here.
const prose = [
  'text-lg leading-relaxed',
  '[&_p]:my-4 [&_p:first-child]:mt-0',
  '[&_h2]:mt-10 [&_h2]:mb-4 [&_h2]:font-(family-name:--vt-font-heading) [&_h2]:text-3xl [&_h2]:leading-tight [&_h2]:font-bold [&_h2]:tracking-tight [&_h2:first-child]:mt-0',
  '[&_h3]:mt-8 [&_h3]:mb-3 [&_h3]:font-(family-name:--vt-font-heading) [&_h3]:text-2xl [&_h3]:font-semibold',
  '[&_h4]:mt-6 [&_h4]:mb-2 [&_h4]:font-(family-name:--vt-font-heading) [&_h4]:text-xl [&_h4]:font-semibold',
  '[&_a]:font-medium [&_a]:text-(--vt-color-primary) [&_a]:underline [&_a]:underline-offset-4 [&_a:hover]:decoration-2',
  '[&_a:focus-visible]:outline-2 [&_a:focus-visible]:outline-offset-2 [&_a:focus-visible]:outline-(--vt-color-primary)',
  '[&_ul]:my-4 [&_ul]:list-disc [&_ul]:pl-6 [&_ol]:my-4 [&_ol]:list-decimal [&_ol]:pl-6 [&_li]:my-1.5 [&_li]:pl-1',
  '[&_li::marker]:text-(--vt-color-primary)',
  '[&_blockquote]:my-6 [&_blockquote]:border-l-4 [&_blockquote]:border-(--vt-color-primary) [&_blockquote]:pl-5 [&_blockquote]:text-xl [&_blockquote]:text-(--vt-color-muted) [&_blockquote]:italic',
].join(' ');

export function RichTextBlock({ config }: BlockProps<typeof richTextSchema>) {
  // Sanitised again at render: stored pages may predate a tightening of the allow-list.
  const html = sanitizeRichText(config.html);
  if (!html) return null;
  return (
    <Section width={config.width === 'narrow' ? 'narrow' : 'default'}>
      <div className={`${prose} ${config.align === 'center' ? 'text-center' : ''}`} dangerouslySetInnerHTML={{ __html: html }} />
    </Section>
  );
}
