'use client';
// Whether an image failed to load — also when it failed before React hydrated and its onError was missed.
import { useCallback, useState } from 'react';

export function useImageFailed() {
  const [failed, setFailed] = useState(false);
  const ref = useCallback((img: HTMLImageElement | null) => {
    if (img && img.complete && img.naturalWidth === 0) setFailed(true);
  }, []);
  return { failed, ref, onError: () => setFailed(true) };
}
