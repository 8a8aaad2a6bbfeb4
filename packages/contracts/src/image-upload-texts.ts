/** The image upload copy of the hub's and the agent form's uploaders; no zod here. */
export const IMAGE_UPLOAD_TEXTS = {
  uploading: 'Uploading...',
  uploadingDescription: 'Please wait while we upload your image',
  uploadSucceeded: 'Upload successful',
  uploadSucceededDescription: (fileName: string) => `Image uploaded successfully: ${fileName}`,
  uploadFailed: 'Upload failed',
  uploadFailedDescription: (message?: string) => `Failed to upload image: ${message || 'Unknown error'}`,
  imageTooLarge: 'File too large',
  imageTooLargeDescription: 'Please select an image smaller than 5MB',
  imageWrongType: 'Please choose a JPEG or PNG image',
} as const;
