import { useCallback, useEffect, useState, type FocusEvent } from 'react';
import { CAROUSEL_AUTO_ADVANCE_ABOVE } from './carousel-constants';

export interface CarouselOptions {
  count: number;
  /** Cards visible at once. */
  windowSize: number;
  intervalMs: number;
  /** False stops auto-advance (reduced motion). */
  autoAdvance?: boolean;
}

export interface CarouselState {
  /** Index of the first visible item. */
  offset: number;
  /** How many windows there are: count minus (window - 1), so count minus 2 for windows of 3. */
  positions: number;
  isAutoAdvancing: boolean;
  next: () => void;
  previous: () => void;
  goTo: (position: number) => void;
  /** Spread on the carousel's root: hovering or focusing inside pauses it. */
  pauseHandlers: {
    onMouseEnter: () => void;
    onMouseLeave: () => void;
    onFocus: () => void;
    onBlur: (event: FocusEvent<HTMLElement>) => void;
  };
}

/** Number of distinct windows over `count` items; 1 when everything fits. */
export function carouselPositions(count: number, windowSize: number): number {
  return count > windowSize ? count - windowSize + 1 : 1;
}

/**
 * A wrapping window over a list: the offset steps through
 * count minus 2 windows of 3 and wraps; it advances by itself every
 * `intervalMs` only with more than 3 items, paused while hovered or focused.
 * A manual move restarts the wait.
 */
export function useCarousel({ count, windowSize, intervalMs, autoAdvance = true }: CarouselOptions): CarouselState {
  const positions = carouselPositions(count, windowSize);
  const [rawOffset, setOffset] = useState(0);
  const [hovered, setHovered] = useState(false);
  const [focused, setFocused] = useState(false);
  const offset = rawOffset % positions;

  const goTo = useCallback((position: number) => setOffset(((position % positions) + positions) % positions), [positions]);
  const next = useCallback(() => goTo(offset + 1), [goTo, offset]);
  const previous = useCallback(() => goTo(offset - 1), [goTo, offset]);

  const isAutoAdvancing = autoAdvance && count > CAROUSEL_AUTO_ADVANCE_ABOVE && positions > 1 && !hovered && !focused;

  useEffect(() => {
    if (!isAutoAdvancing) return undefined;
    const timer = setTimeout(() => setOffset((current) => ((current % positions) + 1) % positions), intervalMs);
    return () => clearTimeout(timer);
  }, [isAutoAdvancing, intervalMs, positions, offset]);

  return {
    offset,
    positions,
    isAutoAdvancing,
    next,
    previous,
    goTo,
    pauseHandlers: {
      onMouseEnter: () => setHovered(true),
      onMouseLeave: () => setHovered(false),
      onFocus: () => setFocused(true),
      onBlur: (event) => {
        // Focus moving between the carousel's own buttons keeps it paused.
        if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setFocused(false);
      },
    },
  };
}
