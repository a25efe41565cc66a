import type { BlockProps } from '../types';
import type { spacerSchema } from './schema';

const heights = {
  xs: 'h-[calc(var(--vt-space)*0.25)]',
  sm: 'h-[calc(var(--vt-space)*0.5)]',
  md: 'h-(--vt-space)',
  lg: 'h-[calc(var(--vt-space)*1.5)]',
  xl: 'h-[calc(var(--vt-space)*2)]',
} as const;

export function SpacerBlock({ config }: BlockProps<typeof spacerSchema>) {
  return (
    <div aria-hidden="true" className={`flex items-center bg-(--vt-color-bg) px-5 sm:px-8 ${heights[config.size]}`}>
      {config.divider ? <div className="mx-auto h-px w-full max-w-6xl bg-(--vt-color-border)" /> : null}
    </div>
  );
}
