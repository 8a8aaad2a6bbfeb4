import { COMPANY } from '@plotwise/ui';
import { internationalDigits, mailtoHref, mapQuery, telHref, whatsappHref } from '../contact-links';
import { circularIndex, galleryImages } from '../gallery-images';
import { isIndianPhone } from '@plotwise/contracts';

const place = { title: 'Lotus Meadows', location: 'Wakad', city: 'Pune', state: 'Maharashtra' };

describe('contact links', () => {
  it('reads Indian numbers in their usual forms', () => {
    expect(internationalDigits('98765 43210')).toBe('919876543210');
    expect(internationalDigits('+91-98765-43210')).toBe('919876543210');
    expect(internationalDigits('020 4850 2100')).toBe('912048502100');
    expect(internationalDigits('12345')).toBeNull();
    expect(internationalDigits(null)).toBeNull();
  });

  it("falls back to the company's line and address when the project has none", () => {
    const project = { ...place, contactPhone: null, contactEmail: null };
    expect(telHref(project)).toBe(COMPANY.phoneHref);
    expect(whatsappHref(project)).toMatch(new RegExp(`^https://wa\\.me/${COMPANY.whatsappNumber}\\?text=`));
    expect(mailtoHref(project)).toMatch(new RegExp(`^mailto:${COMPANY.email}\\?subject=`));
  });

  it("names the project in WhatsApp's first message, with its page's address when known", () => {
    const project = { ...place, contactPhone: '98765 43210', contactEmail: null };
    const text = (href: string) => decodeURIComponent(href.split('?text=')[1]!);
    expect(text(whatsappHref(project))).toBe('Hello, I am interested in Lotus Meadows (Wakad, Pune) on Plotwise. Please share more details.');
    expect(text(whatsappHref(project, 'https://plotwise.in/projects/7')))
      .toBe('Hello, I am interested in Lotus Meadows (Wakad, Pune) on Plotwise: https://plotwise.in/projects/7. Please share more details.');
  });

  it('searches maps by location, city and state, skipping blanks', () => {
    expect(mapQuery(place)).toBe('Wakad, Pune, Maharashtra');
    expect(mapQuery({ location: ' ', city: 'Pune', state: 'Maharashtra' })).toBe('Pune, Maharashtra');
  });

  it('accepts phone numbers people type and refuses the rest', () => {
    for (const phone of ['9876543210', '+91 98765 43210', '(020) 4850-2100', '09876543210']) expect(isIndianPhone(phone)).toBe(true);
    for (const phone of ['12345', 'call me', '+1 415 555 0100 22']) expect(isIndianPhone(phone)).toBe(false);
  });
});

describe('gallery pictures', () => {
  it('keeps the project order and starts at the chosen picture', () => {
    const { images, start } = galleryImages({
      images: [{ url: '/a.svg', caption: 'A', isDefault: false }, { url: '', caption: '', isDefault: false }, { url: '/c.svg', caption: 'C', isDefault: true }],
      defaultImage: null,
      projectType: 'residential',
    });
    expect(images.map((image) => image.url)).toEqual(['/a.svg', '/c.svg']);
    expect(start).toBe(1);
  });

  it('shows the fallback picture when the project has none', () => {
    const { images, start } = galleryImages({ images: [], defaultImage: '/cover.jpg', projectType: 'commercial' });
    expect(images).toEqual([{ url: '/cover.jpg', caption: '' }]);
    expect(start).toBe(0);
  });

  it('wraps around both ends', () => {
    expect(circularIndex(3, 3)).toBe(0);
    expect(circularIndex(-1, 3)).toBe(2);
  });
});
