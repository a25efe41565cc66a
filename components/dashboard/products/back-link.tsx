export function BackToProducts({ businessId }: { businessId: string }) {
  return (
    <a
      href={`/dashboard/${businessId}/products`}
      className="mb-3 inline-block rounded text-sm font-medium text-brand-700 underline-offset-4 hover:underline focus-visible:outline-2 focus-visible:outline-brand-600"
    >
      ← Products
    </a>
  );
}
