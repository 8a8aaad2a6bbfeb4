import { fireEvent, render, screen } from '@testing-library/react';
import { FallbackImage } from '../fallback-image';

const STORED = '/api/files/0f8fad5b-d9cb-469f-a165-70867728950e';

describe('FallbackImage', () => {
  it('offers a stored picture at every stored width in AVIF, WebP and JPEG, sized for the space it fills', () => {
    const { container } = render(<FallbackImage src={STORED} alt="Gate of Green Acres" width={400} height={300} sizes="(max-width: 640px) 100vw, 400px" />);
    const sources = [...container.querySelectorAll('picture source')];
    expect(sources.map((source) => source.getAttribute('type'))).toEqual(['image/avif', 'image/webp', 'image/jpeg']);
    expect(sources[1]!.getAttribute('srcset')).toBe(`${STORED}/w480.webp 480w, ${STORED}/w960.webp 960w, ${STORED}/w1600.webp 1600w`);
    expect(sources.every((source) => source.getAttribute('sizes') === '(max-width: 640px) 100vw, 400px')).toBe(true);
    const image = screen.getByAltText('Gate of Green Acres');
    expect(image.getAttribute('src')).toBe(STORED);
    expect([image.getAttribute('width'), image.getAttribute('height'), image.getAttribute('loading')]).toEqual(['400', '300', 'lazy']);
  });

  it('shows a picture from elsewhere as it is, and the fallback when it breaks or is missing', () => {
    const { container, rerender } = render(<FallbackImage src="https://example.com/plot.jpg" fallback="/placeholder.svg" alt="Plot" width={200} height={100} />);
    expect(container.querySelector('picture')).toBeNull();
    const image = screen.getByAltText('Plot');
    fireEvent.error(image);
    expect(image.getAttribute('src')).toBe('/placeholder.svg');
    expect(image.getAttribute('data-broken')).toBe('true');

    rerender(<FallbackImage src={null} fallback="/placeholder.svg" alt="Plot" width={200} height={100} />);
    expect(screen.getByAltText('Plot').getAttribute('src')).toBe('/placeholder.svg');
  });

  it('loads an above-the-fold picture eagerly and first', () => {
    render(<FallbackImage src={STORED} alt="Hero" width={1200} height={800} eager />);
    const image = screen.getByAltText('Hero');
    expect([image.getAttribute('loading'), image.getAttribute('fetchpriority')]).toEqual(['eager', 'high']);
  });
});
