import { useRef, useState, type KeyboardEvent, type PointerEvent } from 'react';
import styled from 'styled-components';
import { FallbackImage, projectPlaceholderImage } from '@plotwise/ui';
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
  > img, > picture > img { width: 100%; height: 100%; object-fit: cover; }
  &:focus-visible { outline-offset: 3px; }
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

/** The project's pictures, cycling circularly with buttons, arrow keys, swipes and thumbnails. */
export function Gallery({ title, images, start, projectType }: GalleryProps) {
  const [index, setIndex] = useState(start);
  const pointerStart = useRef<number | null>(null);
  const count = images.length;
  const current = images[circularIndex(index, count)] ?? images[0]!;
  const go = (step: number) => setIndex((value) => circularIndex(value + step, count));

  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'ArrowRight') { event.preventDefault(); go(1); }
    if (event.key === 'ArrowLeft') { event.preventDefault(); go(-1); }
  };
  const onPointerDown = (event: PointerEvent) => { pointerStart.current = event.clientX; };
  const onPointerUp = (event: PointerEvent) => {
    if (pointerStart.current === null) return;
    const distance = event.clientX - pointerStart.current;
    pointerStart.current = null;
    if (Math.abs(distance) > SWIPE_THRESHOLD_PX) go(distance < 0 ? 1 : -1);
  };

  const position = circularIndex(index, count);
  return (
    <Root aria-roledescription="gallery" aria-label={`Pictures of ${title}`}>
      <Stage
        tabIndex={count > 1 ? 0 : -1}
        onKeyDown={onKeyDown}
        onPointerDown={onPointerDown}
        onPointerUp={onPointerUp}
        onPointerCancel={() => { pointerStart.current = null; }}
        aria-label={count > 1 ? `Picture ${position + 1} of ${count}; use the arrow keys to turn` : undefined}
        data-testid="gallery-stage"
      >
        <FallbackImage
          key={current.url}
          src={current.url}
          fallback={projectPlaceholderImage(projectType)}
          alt={current.caption ? `${title}: ${current.caption}` : title}
          width={1200}
          height={800}
          sizes="(max-width: 1024px) 100vw, 800px"
          eager
          fetchPriority={position === start ? 'high' : 'auto'}
          draggable={false}
        />
        {count > 1 && (
          <>
            <Turn type="button" $side="left" aria-label="Previous picture" onClick={() => go(-1)}>‹</Turn>
            <Turn type="button" $side="right" aria-label="Next picture" onClick={() => go(1)}>›</Turn>
            <Counter aria-live="polite">{position + 1} / {count}</Counter>
          </>
        )}
      </Stage>
      <Caption>{current.caption}</Caption>
      {count > 1 && (
        <Thumbs aria-label="All pictures">
          {images.map((image, thumb) => (
            <li key={`${image.url}-${thumb}`}>
              <button type="button" aria-label={`Show picture ${thumb + 1}`} aria-current={thumb === position} onClick={() => setIndex(thumb)}>
                <FallbackImage src={image.url} fallback={projectPlaceholderImage(projectType)} alt="" width={192} height={128} />
              </button>
            </li>
          ))}
        </Thumbs>
      )}
    </Root>
  );
}
