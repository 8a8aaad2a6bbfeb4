import type { Key, ReactNode } from 'react';
import styled from 'styled-components';
import { media, theme } from '@plotwise/ui';
import { CAROUSEL_WINDOW } from './carousel-constants';
import { useCarousel } from './use-carousel';
import { useMediaQuery } from './use-media-query';

const GAP_PX = 16;

/** A card's width when `perWindow` share the window. */
const slideBasis = (perWindow: number) => `calc((100% - ${(perWindow - 1) * GAP_PX}px) / ${perWindow})`;

const Root = styled.div`
  position: relative;
`;

const Viewport = styled.div`
  overflow: hidden;
  /* Room for card shadows and focus rings inside the clipped window. */
  padding: 4px;
  margin: -4px;
`;

const Track = styled.ul<{ $window: number; $offset: number; $animate: boolean }>`
  display: flex;
  gap: ${GAP_PX}px;
  list-style: none;
  margin: 0;
  padding: 0;
  transform: translateX(calc(${({ $offset, $window }) => `-${$offset} * (100% + ${GAP_PX}px) / ${$window}`}));
  transition: ${({ $animate }) => ($animate ? 'transform .45s ease' : 'none')};
  /* Cards per window from the same breakpoints as the script's, so the server's HTML already has a phone's one. */
  > li {
    flex: 0 0 ${slideBasis(1)};
    ${media.sm} { flex-basis: ${slideBasis(2)}; }
    ${media.lg} { flex-basis: ${slideBasis(CAROUSEL_WINDOW)}; }
    min-width: 0;
    display: flex;
  }
  > li > * { flex: 1; min-width: 0; }
`;

const Controls = styled.div`
  display: flex;
  align-items: center;
  justify-content: center;
  gap: 12px;
  margin-top: 20px;
`;

const Arrow = styled.button`
  width: 44px;
  height: 44px;
  border-radius: 50%;
  border: 1px solid ${({ theme }) => theme.colors.line};
  background: ${({ theme }) => theme.colors.surface};
  color: ${({ theme }) => theme.colors.ink};
  font-size: 1.25rem;
  cursor: pointer;
  &:hover { border-color: ${({ theme }) => theme.colors.brand}; color: ${({ theme }) => theme.colors.brand}; }
`;

const Dots = styled.div`
  display: flex;
  flex-wrap: wrap;
  justify-content: center;
  button {
    /* A 24 px target around a 10 px dot. */
    width: 24px;
    height: 24px;
    padding: 0;
    border: 0;
    background: transparent;
    cursor: pointer;
    display: inline-flex;
    align-items: center;
    justify-content: center;
  }
  button::before {
    content: '';
    width: 10px;
    height: 10px;
    border-radius: 50%;
    background: ${({ theme }) => theme.colors.line};
    transition: background .2s, transform .2s;
  }
  button[aria-current='true']::before { background: ${({ theme }) => theme.colors.brand}; transform: scale(1.25); }
`;

interface CarouselProps<T> {
  /** Names the carousel for assistive technology ("Featured properties"). */
  label: string;
  items: readonly T[];
  intervalMs: number;
  getKey: (item: T) => Key;
  renderItem: (item: T) => ReactNode;
}

/**
 * Windows of three cards (fewer on narrow screens) that wrap and advance by
 * themselves with more than three items. Every card stays in the page as a
 * real link for crawlers; those outside the window are inert for people.
 * Honours prefers-reduced-motion: no sliding and no auto-advance.
 */
export function Carousel<T>({ label, items, intervalMs, getKey, renderItem }: CarouselProps<T>) {
  const wide = useMediaQuery(`(min-width: ${theme.breakpoints.lg})`);
  const medium = useMediaQuery(`(min-width: ${theme.breakpoints.sm})`);
  // Unknown (server, hydration, no matchMedia): the full window, as wide screens show it; the CSS sizes the cards meanwhile.
  const reducedMotion = useMediaQuery('(prefers-reduced-motion: reduce)') ?? false;
  const windowSize = wide === null || wide ? CAROUSEL_WINDOW : medium ? 2 : 1;

  const carousel = useCarousel({ count: items.length, windowSize, intervalMs, autoAdvance: !reducedMotion });
  const { offset, positions } = carousel;

  return (
    <Root aria-roledescription="carousel" aria-label={label} role="region" {...carousel.pauseHandlers}>
      <Viewport>
        <Track
          $window={windowSize}
          $offset={offset}
          $animate={!reducedMotion}
          aria-live={carousel.isAutoAdvancing ? 'off' : 'polite'}
        >
          {items.map((item, index) => {
            const visible = index >= offset && index < offset + windowSize;
            return (
              <li
                key={getKey(item)}
                aria-roledescription="slide"
                aria-label={`${index + 1} of ${items.length}`}
                aria-hidden={!visible}
                inert={!visible}
                data-visible={visible}
              >
                {renderItem(item)}
              </li>
            );
          })}
        </Track>
      </Viewport>
      {positions > 1 && (
        <Controls>
          <Arrow type="button" aria-label="Previous" onClick={carousel.previous}>‹</Arrow>
          <Dots>
            {Array.from({ length: positions }, (_, position) => (
              <button
                key={position}
                type="button"
                aria-label={`Go to slide ${position + 1} of ${positions}`}
                aria-current={position === offset}
                onClick={() => carousel.goTo(position)}
              />
            ))}
          </Dots>
          <Arrow type="button" aria-label="Next" onClick={carousel.next}>›</Arrow>
        </Controls>
      )}
    </Root>
  );
}
