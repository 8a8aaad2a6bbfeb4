import { layoutImageUrl } from '../layout';

describe('layoutImageUrl', () => {
  it('takes a stored picture or a linked image, never a PDF', () => {
    expect(layoutImageUrl({ layoutMapUrl: '/api/files/abc', layoutMapFile: { contentType: 'image/png' } })).toBe('/api/files/abc');
    expect(layoutImageUrl({ layoutMapUrl: '/api/files/abc', layoutMapFile: { contentType: 'application/pdf' } })).toBeNull();
    expect(layoutImageUrl({ layoutMapUrl: 'https://cdn.example.com/plan.JPG?v=2', layoutMapFile: null })).toBe('https://cdn.example.com/plan.JPG?v=2');
    expect(layoutImageUrl({ layoutMapUrl: 'https://cdn.example.com/plan.pdf', layoutMapFile: null })).toBeNull();
    expect(layoutImageUrl({ layoutMapUrl: null })).toBeNull();
  });
});
