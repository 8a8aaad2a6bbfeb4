import { HUB_IMAGES_TEXTS, MEDIA_TEXTS } from '@plotwise/contracts';
import { checkImageRows } from '../image-rows-rules';

const MEDIA = { noImages: MEDIA_TEXTS.noMedia, noDefault: MEDIA_TEXTS.noDefault, invalidUrl: MEDIA_TEXTS.invalidUrl };
const row = (key: string, url: string, isDefault: boolean, caption = 'Caption') => ({ key, url, caption, isDefault });

describe('the image dialogs’ checks before saving', () => {
  it("answers the media texts: 'No media to upload', 'Invalid image URL', 'No default image'", () => {
    expect(checkImageRows([], MEDIA, { captionRequired: false }).problem).toBe('No media to upload');
    expect(checkImageRows([row('a', 'not a url', true)], MEDIA, { captionRequired: false })).toEqual({ problem: 'Invalid image URL', errors: { 'a.url': 'Invalid image URL' } });
    expect(checkImageRows([row('a', 'https://img.example.com/a.jpg', false)], MEDIA, { captionRequired: false }).problem).toBe('No default image');
    expect(checkImageRows([row('a', '/api/files/0f8fad5b-d9cb-469f-a165-70867728950e', true)], MEDIA, { captionRequired: false }).problem).toBeNull();
  });

  it("answers the hub texts, and wants a caption on each of the hub's rows", () => {
    expect(checkImageRows([], HUB_IMAGES_TEXTS, { captionRequired: true }).problem).toBe('No images to upload');
    expect(checkImageRows([row('a', 'https://img.example.com/a.jpg', true, ' ')], HUB_IMAGES_TEXTS, { captionRequired: true })).toEqual({
      problem: 'Every image needs a caption',
      errors: { 'a.caption': 'Every image needs a caption' },
    });
    expect(checkImageRows([row('a', 'https://img.example.com/a.jpg', true), row('b', 'https://img.example.com/b.jpg', true)], HUB_IMAGES_TEXTS, { captionRequired: true }).problem).toBe(
      'No default image',
    );
  });
});
