import { useState, type ImgHTMLAttributes } from 'react';
import { PROJECT_PLACEHOLDER_IMAGE } from '@plotwise/ui';

interface FallbackImageProps extends Omit<ImgHTMLAttributes<HTMLImageElement>, 'src'> {
  /** The picture; empty or null shows the placeholder straight away. */
  src: string | null | undefined;
  /** Shown when `src` is missing or fails to load (a broken link, a removed file). */
  fallback?: string;
}

/** A picture that falls back to a placeholder when it is missing or broken (spec 001 sections 2 and 5). */
export function FallbackImage({ src, fallback = PROJECT_PLACEHOLDER_IMAGE, alt = '', ...rest }: FallbackImageProps) {
  const [failedSrc, setFailedSrc] = useState<string | null>(null);
  const shown = !src || failedSrc === src ? fallback : src;
  return (
    <img
      loading="lazy"
      decoding="async"
      {...rest}
      src={shown}
      alt={alt}
      data-broken={shown === fallback ? 'true' : undefined}
      onError={() => {
        if (src && shown !== fallback) setFailedSrc(src);
      }}
    />
  );
}
