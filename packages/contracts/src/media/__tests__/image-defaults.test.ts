import { addImageEntry, chooseDefaultImage, countDefaultImages, defaultImageUrlOf, removeImageEntry, withOneDefault } from '../image-defaults';

type Entry = { url: string; isDefault: boolean; caption?: string };
const urls = (images: Entry[]) => images.map((image) => `${image.url}${image.isDefault ? '*' : ''}`);

describe('the default-image rules, shared by the hub, the media screen and the API', () => {
  it('makes the first image added the default, and later ones not', () => {
    let images: Entry[] = [];
    images = addImageEntry(images, { url: 'a' });
    images = addImageEntry(images, { url: 'b' });
    images = addImageEntry(images, { url: 'c', caption: 'kept' });
    expect(urls(images)).toEqual(['a*', 'b', 'c']);
    expect(images[2]).toEqual({ url: 'c', caption: 'kept', isDefault: false });
  });

  it('clears the others when one is chosen as default', () => {
    const images = chooseDefaultImage([{ url: 'a', isDefault: true }, { url: 'b', isDefault: false }, { url: 'c', isDefault: false }], 2);
    expect(urls(images)).toEqual(['a', 'b', 'c*']);
    expect(countDefaultImages(images)).toBe(1);
    expect(urls(chooseDefaultImage(images, 9))).toEqual(['a', 'b', 'c*']);
  });

  it('promotes the first remaining image when the default is removed, and keeps the default otherwise', () => {
    const images = [{ url: 'a', isDefault: false }, { url: 'b', isDefault: true }, { url: 'c', isDefault: false }];
    expect(urls(removeImageEntry(images, 1))).toEqual(['a*', 'c']);
    expect(urls(removeImageEntry(images, 0))).toEqual(['b*', 'c']);
    expect(removeImageEntry([{ url: 'a', isDefault: true }], 0)).toEqual([]);
  });

  it('normalises any list to exactly one default when there are images', () => {
    expect(urls(withOneDefault([{ url: 'a', isDefault: false }, { url: 'b', isDefault: false }]))).toEqual(['a*', 'b']);
    expect(urls(withOneDefault([{ url: 'a', isDefault: false }, { url: 'b', isDefault: true }, { url: 'c', isDefault: true }]))).toEqual(['a', 'b*', 'c']);
    expect(withOneDefault([])).toEqual([]);
  });

  it('names the default image for the defaultImage column', () => {
    expect(defaultImageUrlOf([{ url: 'a', isDefault: false }, { url: 'b', isDefault: true }])).toBe('b');
    expect(defaultImageUrlOf([{ url: 'a', isDefault: false }])).toBe('a');
    expect(defaultImageUrlOf([])).toBeNull();
  });

  it('never changes the list it is given', () => {
    const images: readonly Entry[] = Object.freeze([Object.freeze({ url: 'a', isDefault: true }), Object.freeze({ url: 'b', isDefault: false })]);
    chooseDefaultImage(images, 1);
    removeImageEntry(images, 0);
    addImageEntry(images, { url: 'c' });
    expect(urls([...images])).toEqual(['a*', 'b']);
  });
});
