import type { Metadata, Viewport } from "next";
import type { ReactNode } from "react";
import { documentLanguage } from "@/lib/dashboard/locale";
import "./globals.css";

// Inline SVG icon: no request for /favicon.ico, nothing fetched from another host.
const icon =
  "data:image/svg+xml," +
  encodeURIComponent(
    '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 32 32"><rect width="32" height="32" rx="8" fill="#17605a"/><path d="M9 9.5h3.6L16 19.4l3.4-9.9H23l-5.2 13h-3.6z" fill="#fff"/></svg>',
  );

export const metadata: Metadata = {
  title: { default: "Vitrine", template: "%s · Vitrine" },
  description:
    "Vitrine is the business, shop and website builder for small merchants in Belgium: point of sale, products and stock, invoices with Belgian VAT, and an online shop built from blocks.",
  icons: { icon: [{ url: icon, type: "image/svg+xml" }] },
};

export const viewport: Viewport = {
  themeColor: "#17605a",
};

export default async function RootLayout({ children }: Readonly<{ children: ReactNode }>) {
  // The dashboard and account pages speak the user's language; the landing page and the API reference are English.
  return (
    <html lang={await documentLanguage()}>
      <body className="min-h-dvh bg-white font-sans text-ink-900 antialiased">{children}</body>
    </html>
  );
}
