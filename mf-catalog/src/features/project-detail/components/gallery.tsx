import { useEffect, useRef, useState, type KeyboardEvent, type PointerEvent } from 'react';
import styled from 'styled-components';
import { Dialog, FallbackImage, projectPhotoAlt, projectPhotoCaption, projectPlaceholderImage } from '@plotwise/ui';
import type { ProjectType } from '@plotwise/contracts';
import { circularIndex, type GalleryImage } from '../gallery-images';

/** A horizontal swipe longer than this turns the picture. */
const SWIPE_THRESHOLD_PX = 50;

const Root = styled.section`
  display: grid;
  gap: 10px;
`;

const Stage = styled.div`
  position: relative;
  border-radius: ${({ theme }) => theme.radius.lg};
  overflow: hidden;
  background: ${({ theme }) => theme.colors.brandSoft};
  aspect-ratio: 3 / 2;
  touch-action: pan-y;
  user-select: none;
  &:focus-visible { outline-offset: 3px; }
`;

/** The stage's picture is a button: a tap or click opens it large. */
const Enlarge = styled.button`
  display: block;
  width: 100%;
  height: 100%;
  padding: 0;
  border: 0;
  background: none;
  cursor: zoom-in;
  img { width: 100%; height: 100%; object-fit: cover; display: block; }
  &:focus-visible { outline-offset: -4px; }
`;

const Turn = styled.button<{ $side: 'left' | 'right' }>`
  position: absolute;
  top: 50%;
  ${({ $side }) => $side}: 12px;
  transform: translateY(-50%);
  width: 44px;
  height: 44px;
  border-radius: 50%;
  border: 0;
  background: rgba(255, 255, 255, .92);
  color: ${({ theme }) => theme.colors.ink};
  font-size: 1.4rem;
  cursor: pointer;
  box-shadow: 0 2px 8px rgba(15, 23, 42, .25);
`;

const Counter = styled.p`
  position: absolute;
  right: 12px;
  bottom: 12px;
  margin: 0;
  padding: 2px 10px;
  border-radius: ${({ theme }) => theme.radius.pill};
  background: rgba(15, 23, 42, .75);
  color: #fff;
  font-size: .85rem;
`;

const Caption = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.muted};
  font-size: .92rem;
  min-height: 1.4em;
`;

const Lightbox = styled.div`
  display: grid;
  gap: 10px;
`;

const LightboxFrame = styled.div`
  position: relative;
  display: grid;
  place-items: center;
  background: ${({ theme }) => theme.colors.ink};
  border-radius: ${({ theme }) => theme.radius.md};
  overflow: hidden;
  touch-action: pan-y;
  user-select: none;
  img { display: block; width: 100%; height: auto; max-height: min(70vh, 640px); object-fit: contain; }
`;

const LightboxFoot = styled.div`
  display: flex;
  justify-content: space-between;
  align-items: baseline;
  gap: 12px;
  p { margin: 0; }
  p:last-child { white-space: nowrap; color: ${({ theme }) => theme.colors.muted}; font-variant-numeric: tabular-nums; }
`;

const Thumbs = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  display: flex;
  gap: 8px;
  overflow-x: auto;
  button {
    padding: 0;
    border: 3px solid transparent;
    border-radius: ${({ theme }) => theme.radius.md};
    overflow: hidden;
    cursor: pointer;
    background: none;
    display: block;
    width: 96px;
  }
  button[aria-current='true'] { border-color: ${({ theme }) => theme.colors.brand}; }
  img { width: 100%; height: auto; aspect-ratio: 3 / 2; object-fit: cover; }
`;

interface GalleryProps {
  title: string;
  images: GalleryImage[];
  start: number;
  projectType: ProjectType;
}

/** Turns on a horizontal swipe; `moved` tells a click that ends a swipe from a tap. */
function useSwipe(turn: (step: number) => void) {
  const startX = useRef<number | null>(null);
  const moved = useRef(false);
  return {
    moved,
    handlers: {
      onPointerDown: (event: PointerEvent) => { startX.current = event.clientX; moved.current = false; },
      onPointerUp: (event: PointerEvent) => {
        if (startX.current === null) return;
        const distance = event.clientX - startX.current;
        startX.current = null;
        if (Math.abs(distance) > SWIPE_THRESHOLD_PX) { moved.current = true; turn(distance < 0 ? 1 : -1); }
      },
      onPointerCancel: () => { startX.current = null; },
    },
  };
}

/**
 * The project's pictures, cycling circularly with buttons, arrow keys, swipes
 * and thumbnails; a tap on a picture opens it large in a lightbox.
 */
export function Gallery({ title, images, start, projectType }: GalleryProps) {
  const [index, setIndex] = useState(start);
  const [open, setOpen] = useState(false);
  const opener = useRef<HTMLButtonElement | null>(null);
  const wasOpen = useRef(false);
  const count = images.length;
  const position = circularIndex(index, count);
  const current = images[position] ?? images[0]!;
  const caption = projectPhotoCaption(current.caption, position + 1, title);
  const alt = projectPhotoAlt(current.caption, position + 1, title);
  const go = (step: number) => setIndex((value) => circularIndex(value + step, count));
  const stageSwipe = useSwipe(go);
  const lightboxSwipe = useSwipe(go);

  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'ArrowRight') { event.preventDefault(); go(1); }
    if (event.key === 'ArrowLeft') { event.preventDefault(); go(-1); }
  };
  const openAt = (picture: number, button: HTMLButtonElement) => {
    opener.current = button;
    setIndex(picture);
    setOpen(true);
  };

  // Arrow keys turn the lightbox's picture wherever focus is inside it (its close button too).
  useEffect(() => {
    if (!open || count < 2) return undefined;
    const onKey = (event: globalThis.KeyboardEvent) => {
      const step = event.key === 'ArrowRight' ? 1 : event.key === 'ArrowLeft' ? -1 : 0;
      if (step === 0) return;
      event.preventDefault();
      setIndex((value) => circularIndex(value + step, count));
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [open, count]);

  // Back where the visitor was: the picture or thumbnail that opened the lightbox.
  useEffect(() => {
    if (wasOpen.current && !open) opener.current?.focus();
    wasOpen.current = open;
  }, [open]);

  // Both the stage's picture and the lightbox's are on screen the moment they render: never lazy.
  const image = (width: number, height: number, sizes: string, firstScreen: boolean) => (
    <FallbackImage
      key={current.url}
      src={current.url}
      fallback={projectPlaceholderImage(projectType)}
      alt={alt}
      width={width}
      height={height}
      sizes={sizes}
      eager
      fetchPriority={firstScreen && position === start ? 'high' : 'auto'}
      draggable={false}
    />
  );

  return (
    <Root aria-roledescription="gallery" aria-label={`Pictures of ${title}`}>
      <Stage
        tabIndex={count > 1 ? 0 : -1}
        onKeyDown={onKeyDown}
        {...stageSwipe.handlers}
        aria-label={count > 1 ? `Picture ${position + 1} of ${count}; use the arrow keys to turn` : undefined}
        data-testid="gallery-stage"
      >
        <Enlarge
          type="button"
          aria-haspopup="dialog"
          aria-label={`Open picture ${position + 1} large: ${caption}`}
          onClick={(event) => { if (!stageSwipe.moved.current) openAt(position, event.currentTarget); }}
        >
          {image(1200, 800, '(max-width: 1024px) 100vw, 800px', true)}
        </Enlarge>
        {count > 1 && (
          <>
            <Turn type="button" $side="left" aria-label="Previous picture" onClick={() => go(-1)}>‹</Turn>
            <Turn type="button" $side="right" aria-label="Next picture" onClick={() => go(1)}>›</Turn>
            <Counter aria-live="polite">{position + 1} / {count}</Counter>
          </>
        )}
      </Stage>
      <Caption data-testid="gallery-caption">{caption}</Caption>
      {count > 1 && (
        <Thumbs aria-label="All pictures">
          {images.map((picture, thumb) => (
            <li key={`${picture.url}-${thumb}`}>
              <button
                type="button"
                aria-haspopup="dialog"
                aria-label={`Open picture ${thumb + 1} large`}
                aria-current={thumb === position}
                onClick={(event) => openAt(thumb, event.currentTarget)}
              >
                <FallbackImage src={picture.url} fallback={projectPlaceholderImage(projectType)} alt="" width={192} height={128} />
              </button>
            </li>
          ))}
        </Thumbs>
      )}
      <Dialog title={title} open={open} onClose={() => setOpen(false)} wide>
        <Lightbox data-testid="lightbox">
          <LightboxFrame {...lightboxSwipe.handlers} data-testid="lightbox-picture">
            {image(1600, 1067, 'min(960px, 100vw)', false)}
            {count > 1 && (
              <>
                <Turn type="button" $side="left" aria-label="Previous picture" onClick={() => go(-1)}>‹</Turn>
                <Turn type="button" $side="right" aria-label="Next picture" onClick={() => go(1)}>›</Turn>
              </>
            )}
          </LightboxFrame>
          <LightboxFoot>
            <p>{caption}</p>
            <p aria-live="polite" data-testid="lightbox-counter">{position + 1} of {count}</p>
          </LightboxFoot>
        </Lightbox>
      </Dialog>
    </Root>
  );
}
