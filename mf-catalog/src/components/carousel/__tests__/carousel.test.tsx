import { act, fireEvent, render, screen, within } from '@testing-library/react';
import { ThemeProvider } from 'styled-components';
import { theme } from '@plotwise/ui';
import { Carousel } from '../carousel';
import { CAROUSEL_INTERVALS_MS } from '../carousel-constants';
import { carouselPositions } from '../use-carousel';

const names = (count: number) => Array.from({ length: count }, (_, index) => `Project ${index + 1}`);

function renderCarousel(count: number, intervalMs: number) {
  return render(
    <ThemeProvider theme={theme}>
      <Carousel label="Featured properties" items={names(count)} intervalMs={intervalMs} getKey={(name) => name} renderItem={(name) => <a href="#">{name}</a>} />
    </ThemeProvider>,
  );
}

/** The names of the cards in the visible window. */
const visible = () =>
  screen.getAllByRole('listitem', { hidden: true })
    .filter((item) => item.getAttribute('data-visible') === 'true')
    .map((item) => item.textContent);

/** Runs `body` on a screen whose media queries match as `matches` says, then puts the real ones back. */
function withMediaQueries(matches: (query: string) => boolean, body: () => void) {
  const original = window.matchMedia;
  window.matchMedia = ((query: string) => ({
    matches: matches(query),
    media: query,
    addEventListener: () => undefined,
    removeEventListener: () => undefined,
  })) as unknown as typeof window.matchMedia;
  try {
    body();
  } finally {
    window.matchMedia = original;
  }
}

const advance = (ms: number) => act(() => { jest.advanceTimersByTime(ms); });

beforeEach(() => { jest.useFakeTimers(); });
afterEach(() => { jest.useRealTimers(); });

describe('carouselPositions', () => {
  it('gives count minus 2 windows of 3, and 1 when everything fits', () => {
    expect(carouselPositions(5, 3)).toBe(3);
    expect(carouselPositions(12, 3)).toBe(10);
    expect(carouselPositions(3, 3)).toBe(1);
    expect(carouselPositions(0, 3)).toBe(1);
  });
});

describe('Carousel', () => {
  it.each([
    ['featured', CAROUSEL_INTERVALS_MS.featured, 6_000],
    ['newly launched', CAROUSEL_INTERVALS_MS.newlyLaunched, 7_000],
    ['blog', CAROUSEL_INTERVALS_MS.blog, 5_000],
    ['listings', CAROUSEL_INTERVALS_MS.listings, 5_000],
  ])('the %s carousel advances every %i ms (documented: %i ms) with more than 3 items', (_name, intervalMs, documentedMs) => {
    expect(intervalMs).toBe(documentedMs);
    renderCarousel(5, intervalMs);
    expect(visible()).toEqual(['Project 1', 'Project 2', 'Project 3']);
    advance(intervalMs - 1);
    expect(visible()).toEqual(['Project 1', 'Project 2', 'Project 3']);
    advance(1);
    expect(visible()).toEqual(['Project 2', 'Project 3', 'Project 4']);
  });

  it('wraps to the first window after count minus 2 steps', () => {
    renderCarousel(5, 6_000);
    advance(6_000);
    advance(6_000);
    expect(visible()).toEqual(['Project 3', 'Project 4', 'Project 5']);
    advance(6_000);
    expect(visible()).toEqual(['Project 1', 'Project 2', 'Project 3']);
  });

  it('stays still and shows no controls with 3 items or fewer', () => {
    renderCarousel(3, 6_000);
    advance(60_000);
    expect(visible()).toEqual(['Project 1', 'Project 2', 'Project 3']);
    expect(screen.queryByRole('button', { name: 'Next' })).toBeNull();
  });

  it('moves with previous and next, wrapping both ways, and jumps with the dots', () => {
    renderCarousel(6, 6_000);
    const region = screen.getByRole('region', { name: 'Featured properties' });
    fireEvent.click(within(region).getByRole('button', { name: 'Previous' }));
    expect(visible()).toEqual(['Project 4', 'Project 5', 'Project 6']);
    fireEvent.click(within(region).getByRole('button', { name: 'Next' }));
    expect(visible()).toEqual(['Project 1', 'Project 2', 'Project 3']);
    const dots = within(region).getAllByRole('button', { name: /Go to slide/ });
    expect(dots).toHaveLength(4);
    fireEvent.click(dots[2]!);
    expect(visible()).toEqual(['Project 3', 'Project 4', 'Project 5']);
    expect(dots[2]).toHaveAttribute('aria-current', 'true');
  });

  it('pauses while hovered and resumes after', () => {
    renderCarousel(5, 6_000);
    const region = screen.getByRole('region', { name: 'Featured properties' });
    fireEvent.mouseEnter(region);
    advance(30_000);
    expect(visible()).toEqual(['Project 1', 'Project 2', 'Project 3']);
    fireEvent.mouseLeave(region);
    advance(6_000);
    expect(visible()).toEqual(['Project 2', 'Project 3', 'Project 4']);
  });

  it('keeps hidden cards in the page as links, inert and hidden from assistive technology', () => {
    renderCarousel(5, 6_000);
    const items = screen.getAllByRole('listitem', { hidden: true });
    expect(items).toHaveLength(5);
    expect(items[4]).toHaveAttribute('aria-hidden', 'true');
    expect(items[4]).toHaveAttribute('inert');
    expect(items[0]).toHaveAttribute('aria-hidden', 'false');
  });

  it('does not advance by itself for people who prefer reduced motion', () => {
    withMediaQueries((query) => query.includes('reduce') || query.includes('min-width'), () => {
      renderCarousel(5, 6_000);
      advance(60_000);
      expect(visible()).toEqual(['Project 1', 'Project 2', 'Project 3']);
      fireEvent.click(screen.getByRole('button', { name: 'Next' }));
      expect(visible()).toEqual(['Project 2', 'Project 3', 'Project 4']);
    });
  });

  it('shows one card at a time on a phone', () => {
    withMediaQueries(() => false, () => {
      renderCarousel(4, 6_000);
      expect(visible()).toEqual(['Project 1']);
      expect(screen.getAllByRole('button', { name: /Go to slide/ })).toHaveLength(4);
    });
  });
});
