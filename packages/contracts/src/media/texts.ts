import { formatIndianNumber } from '../common/format';
import { COMMON_TEXTS } from '../common/texts';
import { CATALOG_TEXTS } from '../projects/texts';
import { UPLOAD_KINDS, type UploadKind } from './constants';

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

/** The API's words for a refused upload. */
export const UPLOAD_TEXTS = {
  missingFile: 'Choose a file to upload (form field "file").',
  wrongType: (name: string, kind: UploadKind) => `${name} is not a valid ${UPLOAD_KINDS[kind].label}.`,
  tooLarge: (name: string, kind: UploadKind) => `${name} is larger than ${UPLOAD_KINDS[kind].sizeLabel}.`,
} as const;

/** `/admin/media`. */
export const MEDIA_TEXTS = {
  title: 'Media Management',
  subtitle: 'Project, property and city images of the whole site',
  tabs: { all: 'All Media', project: 'Project Images', property: 'Property Images', city: 'City Images' },
  categoryLabels: { project: 'Project', property: 'Property', city: 'City' },
  edit: COMMON_TEXTS.edit,
  delete: COMMON_TEXTS.delete,
  defaultBadge: 'Default',
  noCaption: 'No caption',
  noImageYet: 'No picture yet',
  loading: 'Loading media',
  loadError: 'Could not load the media. Please refresh the page or try again.',
  empty: 'No images in this category yet.',
  count: (total: number) => `${formatIndianNumber(total)} image${total === 1 ? '' : 's'}`,
  editTitle: (title: string) => `Edit Media: ${title}`,
  cityEditHint: 'A city has one banner picture: change its address or caption, or upload a new one.',
  addImage: 'Add Image',
  save: COMMON_TEXTS.save,
  cancel: COMMON_TEXTS.cancel,
  noMedia: 'No media to upload',
  noDefault: 'No default image',
  invalidUrl: 'Invalid image URL',
  invalidCategory: 'Invalid media category',
  updated: 'Media updated',
  updatedDescription: 'The images have been saved.',
  uploadFailed: 'Error uploading media',
  uploadFailedDescription: 'Failed to upload media. Please try again.',
  cityFailed: 'Error updating city image',
  cityNotFound: CATALOG_TEXTS.cityNotFound,
  deleteTitle: 'Delete Media',
  deleteConfirm: (caption: string, related: string) => `Delete the image "${caption}" of ${related}? It is removed from the listing at once.`,
  deleted: 'Media deleted',
  deletedDescription: 'The image has been removed.',
  deleteFailed: 'Failed to delete the media item. Please try again.',
  cityCannotBeDeleted: 'City images cannot be deleted, only replaced: use Edit to choose a new picture.',
  imageNotFound: 'That image is no longer on this listing.',
  propertyNotFound: 'Property not found',
  projectNotFound: CATALOG_TEXTS.projectNotFound,
} as const;
