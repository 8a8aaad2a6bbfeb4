import { chooseProjectImage, projectPhotoAlt, projectPhotoCaption } from '../project-image';
import { projectPlaceholderImage } from '../placeholder-images';

const image = (url: string, isDefault = false) => ({ url, caption: '', isDefault });

describe('chooseProjectImage', () => {
  it('takes the default-flagged image first', () => {
    expect(chooseProjectImage({ images: [image('/a.svg'), image('/b.svg', true)], defaultImage: '/c.svg' })).toBe('/b.svg');
  });

  it('else the first image with a url', () => {
    expect(chooseProjectImage({ images: [image(''), image('/b.svg'), image('/c.svg')] })).toBe('/b.svg');
  });

  it('accepts images given as plain strings', () => {
    expect(chooseProjectImage({ images: ['', '/plain.jpg'] })).toBe('/plain.jpg');
  });

  it("else defaultImage, unless it is the 'default-project' stand-in", () => {
    expect(chooseProjectImage({ images: [], defaultImage: '/cover.jpg' })).toBe('/cover.jpg');
    expect(chooseProjectImage({ images: [], defaultImage: '/images/default-project.jpg', projectType: 'commercial' }))
      .toBe(projectPlaceholderImage('commercial'));
  });

  it('else a placeholder chosen by project type', () => {
    const placeholder = chooseProjectImage({ images: null, defaultImage: null, projectType: 'agricultural' });
    expect(placeholder).toBe(projectPlaceholderImage('agricultural'));
    expect(placeholder).toMatch(/^data:image\/svg\+xml/);
    expect(placeholder).not.toBe(projectPlaceholderImage('residential'));
    expect(chooseProjectImage({})).toBe(projectPlaceholderImage('residential'));
  });
});

describe('projectPhotoCaption and projectPhotoAlt', () => {
  const title = 'Green Acres';

  it('keeps a caption written for people', () => {
    expect(projectPhotoCaption('Main gate at dusk', 2, title)).toBe('Main gate at dusk');
    expect(projectPhotoCaption('  Green Acres: entrance avenue ', 1, title)).toBe('Green Acres: entrance avenue');
  });

  it('never shows a file name or an empty caption', () => {
    for (const caption of ['IMG_2034.jpg', 'meadows.png', 'DSC_0042', 'PXL_20240101_101010', 'photo.JPEG', '', '   ', null, undefined]) {
      expect(projectPhotoCaption(caption, 3, title)).toBe('Photo 3 of Green Acres');
    }
  });

  it('names the project once in the alt text', () => {
    expect(projectPhotoAlt('Green Acres gate', 1, title)).toBe('Green Acres gate');
    expect(projectPhotoAlt('green acres: layout plan', 1, title)).toBe('green acres: layout plan');
    expect(projectPhotoAlt('Main gate', 1, title)).toBe('Green Acres: Main gate');
    expect(projectPhotoAlt('IMG_2034.jpg', 4, title)).toBe('Photo 4 of Green Acres');
  });
});
