import { ApiSection } from "@/components/marketing/api-section";
import { BelgiumSection } from "@/components/marketing/belgium-section";
import { FeatureGrid } from "@/components/marketing/feature-grid";
import { Hero } from "@/components/marketing/hero";
import { SiteFooter } from "@/components/marketing/site-footer";
import { SiteHeader } from "@/components/marketing/site-header";

// The public landing page: static, server-rendered, no client code.
export default function HomePage() {
  return (
    <>
      <a
        href="#main"
        className="sr-only z-50 rounded-md bg-ink-950 px-4 py-2 text-sm font-semibold text-white focus:not-sr-only focus:fixed focus:top-3 focus:left-3"
      >
        Skip to content
      </a>
      <SiteHeader />
      <main id="main">
        <Hero />
        <FeatureGrid />
        <BelgiumSection />
        <ApiSection />
      </main>
      <SiteFooter />
    </>
  );
}
