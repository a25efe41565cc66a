/** The Vitrine mark and wordmark. Pure SVG, no image request. */
export function Logo({ className = "" }: { className?: string }) {
  return (
    <span className={`inline-flex items-center gap-2.5 ${className}`}>
      <LogoMark className="size-8" />
      <span className="text-lg font-semibold tracking-tight">Vitrine</span>
    </span>
  );
}

export function LogoMark({ className = "" }: { className?: string }) {
  return (
    <svg viewBox="0 0 32 32" className={className} aria-hidden="true" focusable="false">
      <rect width="32" height="32" rx="8" className="fill-brand-700" />
      <path d="M9 9.5h3.6L16 19.4l3.4-9.9H23l-5.2 13h-3.6z" fill="#fff" />
    </svg>
  );
}
