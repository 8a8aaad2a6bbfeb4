import { formatFileFacts, formatFileSize } from '../file-facts';

describe('formatFileFacts', () => {
  it("names the type and the size: 'PDF, 2.4 MB'", () => {
    expect(formatFileFacts({ contentType: 'application/pdf', byteSize: 2_500_000 })).toBe('PDF, 2.4 MB');
    expect(formatFileFacts({ contentType: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document', byteSize: 870_400 })).toBe('Word, 850 KB');
    expect(formatFileFacts({ contentType: 'image/png; charset=binary', byteSize: 3 * 1024 * 1024 })).toBe('PNG, 3.0 MB');
  });

  it("calls any other picture an image, and says only the size of a type it has no name for", () => {
    expect(formatFileFacts({ contentType: 'image/avif', byteSize: 16_384 })).toBe('Image, 16 KB');
    expect(formatFileFacts({ contentType: 'application/octet-stream', byteSize: 512 })).toBe('512 bytes');
  });

  it('uses bytes, KB and MB', () => {
    expect(formatFileSize(0)).toBe('0 bytes');
    expect(formatFileSize(1024)).toBe('1 KB');
    expect(formatFileSize(1024 * 1024)).toBe('1.0 MB');
  });
});
