import { useState, type ImgHTMLAttributes } from 'react';

interface FallbackImageProps extends Omit<ImgHTMLAttributes<HTMLImageElement>, 'src' | 'width' | 'height'> {
  src: string;
  /** Shown instead when `src` fails to load (a broken or removed picture). */
  fallback: string;
  /** Intrinsic size, always given so the page does not shift while pictures load. */
  width: number;
  height: number;
  /** Above-the-fold pictures load eagerly; everything else lazily. */
  eager?: boolean;
}

/** A picture that loads lazily with its size reserved and falls back to a placeholder when it breaks. */
export function FallbackImage({ src, fallback, eager = false, alt = '', ...rest }: FallbackImageProps) {
  const [failedSrc, setFailedSrc] = useState<string | null>(null);
  const shown = failedSrc === src ? fallback : src;
  return (
    <img
      {...rest}
      src={shown}
      alt={alt}
      loading={eager ? 'eager' : 'lazy'}
      decoding="async"
      onError={() => { if (shown !== fallback) setFailedSrc(src); }}
    />
  );
}
