import { useState, type ImgHTMLAttributes } from 'react';
import { IMAGE_VARIANT_WIDTHS, imageVariantUrl, isStoredFileUrl } from '@plotwise/contracts';
import { PROJECT_PLACEHOLDER_IMAGE } from '../format/placeholder-images';

export interface FallbackImageProps extends Omit<ImgHTMLAttributes<HTMLImageElement>, 'src' | 'width' | 'height'> {
  /** The picture; empty or null shows the fallback straight away. */
  src: string | null | undefined;
  /** Shown when `src` is missing or fails to load (a broken link, a removed file). */
  fallback?: string;
  /** Intrinsic size, always given so the page does not shift while pictures load. */
  width: number;
  height: number;
  /**
   * How wide the picture is drawn, as the `sizes` attribute (e.g. `(max-width: 640px) 100vw, 400px`).
   * With it, a picture stored here is offered at each stored width in AVIF, WebP and JPEG, and the
   * browser downloads the smallest that fills the space. Defaults to the `width` given.
   */
  sizes?: string;
  /** Above-the-fold pictures load eagerly (and first); everything else lazily. */
  eager?: boolean;
}

/** `srcset` of a stored picture's variants in one format. */
export function imageSrcSet(url: string, format: 'avif' | 'webp' | 'jpg'): string {
  return IMAGE_VARIANT_WIDTHS.map((width) => `${imageVariantUrl(url, `w${width}.${format}`)} ${width}w`).join(', ');
}

/**
 * A picture that loads lazily with its size reserved, comes in the size and
 * format the screen needs when it is stored on this site, and falls back to a
 * placeholder when it is missing or broken.
 */
export function FallbackImage({ src, fallback = PROJECT_PLACEHOLDER_IMAGE, eager = false, sizes, alt = '', width, height, ...rest }: FallbackImageProps) {
  const [failedSrc, setFailedSrc] = useState<string | null>(null);
  const broken = !src || failedSrc === src;
  const shown = broken ? fallback : src;
  const image = (
    <img
      {...rest}
      src={shown}
      alt={alt}
      width={width}
      height={height}
      loading={eager ? 'eager' : 'lazy'}
      fetchPriority={rest.fetchPriority ?? (eager ? 'high' : undefined)}
      decoding="async"
      data-broken={broken ? 'true' : undefined}
      onError={() => {
        if (src && shown !== fallback) setFailedSrc(src);
      }}
    />
  );
  if (broken || !isStoredFileUrl(shown)) return image;
  const drawn = sizes ?? `${width}px`;
  return (
    // `display: contents`: the <picture> draws no box, so the <img> sizes against its container as it would alone.
    <picture style={{ display: 'contents' }}>
      <source type="image/avif" srcSet={imageSrcSet(shown, 'avif')} sizes={drawn} />
      <source type="image/webp" srcSet={imageSrcSet(shown, 'webp')} sizes={drawn} />
      {/* The JPEG sizes for browsers without either; `src` stays the picture itself. */}
      <source type="image/jpeg" srcSet={imageSrcSet(shown, 'jpg')} sizes={drawn} />
      {image}
    </picture>
  );
}
