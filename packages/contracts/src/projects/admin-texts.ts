import { formatIndianNumber } from '../common/format';
import { MAP_TEXTS } from '../common/map';
import { COMMON_TEXTS } from '../common/texts';
import { IMAGE_UPLOAD_TEXTS, MEDIA_TEXTS } from '../media/texts';
import { CATALOG_SCREEN_TEXTS, CATALOG_TEXTS, PROJECT_FIELD_TEXTS, PROJECT_STATUS_LABELS, PROJECT_TYPE_LABELS } from './texts';

/*
 * The admin portal's project screens (the Project Management Hub, its dialogs
 * and the CSV import): the agreed texts verbatim, the rest ours. No zod here, so
 * pages import their copy without the schemas. The frame every admin page
 * shares (ADMIN_PAGE_TEXTS) is in admin/texts.ts.
 */

/** The hub names statuses as every other screen does (`ready` is Ready). */
export const HUB_STATUS_LABELS = PROJECT_STATUS_LABELS;
/** The hub names project types as every other screen does. */
export const HUB_TYPE_LABELS = PROJECT_TYPE_LABELS;
export const HUB_SORT_LABELS = { createdAt: 'Date Created', title: 'Title', city: 'City', startingPrice: 'Price' } as const;

/** `/admin/projects`: the Project Management Hub. */
export const HUB_TEXTS = {
  title: 'Project Management Hub',
  subtitle: 'Comprehensive project oversight and management dashboard',
  createProject: 'Create Project',
  bulkUpload: 'Bulk Upload',
  csvTemplate: 'CSV Template',
  overview: 'Projects Overview',
  count: (shown: number, total: number) => `${formatIndianNumber(shown)} of ${formatIndianNumber(total)} Projects`,
  searchLabel: 'Search projects',
  searchPlaceholder: 'search projects by title, city, or state',
  statusFilter: 'Status',
  allStatuses: 'All Statuses',
  typeFilter: 'Type',
  allTypes: 'All Types',
  approvalFilter: 'Approval',
  allApprovals: 'All Approvals',
  sortField: 'Sort by',
  sortAscending: 'Ascending',
  sortDescending: 'Descending',
  sortToggle: (descending: boolean) => (descending ? 'Sorted descending: switch to ascending' : 'Sorted ascending: switch to descending'),
  loading: 'Loading projects',
  loadErrorTitle: 'Error Loading Projects',
  loadErrorText: 'Unable to fetch projects. Please refresh the page or try again.',
  noMatchTitle: 'No Projects Match Your Filters',
  noMatchText: 'Try another search, or clear the filters to see every project.',
  clearFilters: 'Clear Filters',
  emptyTitle: 'No Projects Found',
  emptyText: 'Get started by creating your first project',
  createFirst: 'Create Your First Project',
  editNotFound: 'That project could not be opened: it may have been deleted.',
} as const;

/** A project card in the hub's grid. */
export const HUB_CARD_TEXTS = {
  id: (id: number) => `ID: ${id}`,
  featured: 'Featured',
  verified: 'Verified',
  unverified: 'Unverified',
  onwards: CATALOG_TEXTS.onwards,
  priceNotSet: 'Price not set',
  created: (date: string) => `Created ${date}`,
  view: 'View',
  edit: COMMON_TEXTS.edit,
  delete: COMMON_TEXTS.delete,
  images: 'Images',
  actionsFor: (title: string) => `Actions for ${title}`,
} as const;

/** The Manage Project Images dialog. */
export const HUB_IMAGES_TEXTS = {
  title: 'Manage Project Images',
  addImage: MEDIA_TEXTS.addImage,
  cancel: COMMON_TEXTS.cancel,
  save: 'Save Images',
  urlLabel: 'Image URL',
  captionLabel: 'Caption',
  defaultLabel: 'Default',
  uploadFile: 'Upload file',
  remove: COMMON_TEXTS.remove,
  noImages: 'No images to upload',
  noDefault: MEDIA_TEXTS.noDefault,
  invalidUrl: MEDIA_TEXTS.invalidUrl,
  captionRequired: PROJECT_FIELD_TEXTS.imageCaptionRequired,
  oneDefault: 'Only one image can be the default',
  tooMany: (max: number) => `Add at most ${max} images`,
  failed: 'Error uploading images',
  updated: 'Images updated',
  updatedDescription: 'The project images have been saved.',
  notStored: 'Upload the image here or link an https:// address',
  brokenPreview: 'Preview unavailable',
} as const;

/** The Delete Project dialog. */
export const HUB_DELETE_TEXTS = {
  title: 'Delete Project',
  confirm: (title: string) => `Are you sure you want to delete "${title}"? This action cannot be undone.`,
  cancel: COMMON_TEXTS.cancel,
  delete: COMMON_TEXTS.delete,
  deleted: 'Project deleted',
  deletedDescription: (title: string) => `"${title}" has been deleted.`,
  failed: 'Error deleting project',
} as const;

/** The form's first tab, and its section of the project's own details. */
const PROJECT_DETAILS = 'Project Details';

/** The Add New Project / Edit Project dialog. */
export const HUB_FORM_TEXTS = {
  createTitle: 'Add New Project',
  editTitle: 'Edit Project',
  tabs: { details: PROJECT_DETAILS, images: 'Images', location: 'Location' },
  sections: {
    basic: 'Basic Information',
    location: 'Location',
    area: 'Area Information',
    plotSizes: 'Plot Sizes',
    amenities: 'Amenities',
    specifications: 'Specifications',
    documents: 'Documents & Approvals',
    approvals: 'Approvals',
    details: PROJECT_DETAILS,
    status: 'Status & Visibility',
  },
  labels: {
    title: 'Project title',
    projectType: 'Project type',
    description: 'Description',
    location: 'Location / locality',
    city: 'City',
    state: 'State',
    totalArea: 'Total area',
    areaUnit: 'Area unit',
    startingPrice: 'Starting price (₹)',
    plotSize: CATALOG_SCREEN_TEXTS.plotSizeColumn,
    plotUnit: 'Unit',
    amenity: 'Amenity',
    specificationTitle: 'Specification',
    specificationDetails: 'Details',
    approval: 'Approval',
    brochure: 'Brochure',
    layoutMap: 'Layout map',
    possessionTimeline: 'Possession timeline',
    reraNumber: 'RERA number',
    contactEmail: 'Contact email',
    contactPhone: 'Contact phone',
    status: 'Status',
    approvalStatus: 'Approval status',
    featured: 'Featured',
    isNewlyLaunched: 'Newly launched',
    isTopProject: 'Top project',
    verified: 'Verified',
  },
  chooseType: 'Select a type',
  chooseCity: 'Select a city',
  otherCity: 'Another city',
  addPlotSize: 'Add Plot Size',
  addAmenity: 'Add Amenity',
  addSpecification: 'Add Specification',
  addApproval: 'Add Approval',
  remove: COMMON_TEXTS.remove,
  uploadDocument: HUB_IMAGES_TEXTS.uploadFile,
  documentUrlLabel: (label: string) => `${label} URL`,
  useUrl: 'Use URL',
  clearDocument: COMMON_TEXTS.remove,
  currentDocument: 'Current file',
  brochureHint: 'PDF, DOC or DOCX up to 10MB, or an https:// link.',
  layoutHint: 'An image or PDF up to 10MB, or an https:// link.',
  possessionHint: 'For example Dec 2026 or Q3 2027',
  imagesHint: 'JPEG or PNG up to 5MB each, or an https:// link. The default image leads the listing.',
  addImageUrl: 'Add Image URL',
  imageUrlLabel: HUB_IMAGES_TEXTS.urlLabel,
  imageCaptionLabel: 'Caption',
  defaultImage: 'Default image',
  uploadImages: 'Upload Images',
  noImagesYet: 'No images yet.',
  mapTitle: (place: string) => `Map of ${place}`,
  locationNotSet: 'Location Not Set',
  locationNotSetText: 'Fill in the location, city and state on the Project Details tab to see the map.',
  backToDetails: 'Go to Project Details',
  openInMaps: MAP_TEXTS.openInMaps,
  cancel: COMMON_TEXTS.cancel,
  create: HUB_TEXTS.createProject,
  update: 'Update Project',
  saving: COMMON_TEXTS.saving,
  required: 'is required',
  missingRequired: 'Missing required fields',
  missingRequiredDescription: 'Fill in every field marked * on the Project Details tab.',
  created: 'Project created',
  createdDescription: 'The new project has been created successfully',
  updated: 'Project updated',
  updatedDescription: 'The project has been updated successfully',
  createFailed: 'Error creating project',
  updateFailed: 'Error updating project',
  saveFailedDescription: 'There was an error saving the project. Please try again.',
  createFailedThrown: (statusText: string) => `Failed to create project: ${statusText}`,
  updateFailedThrown: (statusText: string) => `Failed to update project: ${statusText}`,
  conflict: 'This project was changed by someone else after you opened it. Close the form and open the project again to see the latest version before editing.',
  documentTooLarge: 'Please select a document smaller than 10MB',
  fileTooLarge: 'Please select a file smaller than 10MB',
  documentReadFailed: 'Failed to read the document file',
  fileReadFailed: 'Failed to read the file',
  documentWrongType: 'Please choose a PDF, DOC or DOCX file',
  layoutWrongType: 'Please choose an image or a PDF',
  // Image uploads: the same copy as the agent form's uploader.
  uploading: IMAGE_UPLOAD_TEXTS.uploading,
  uploadingDescription: IMAGE_UPLOAD_TEXTS.uploadingDescription,
  uploadSucceeded: IMAGE_UPLOAD_TEXTS.uploadSucceeded,
  uploadSucceededDescription: IMAGE_UPLOAD_TEXTS.uploadSucceededDescription,
  uploadFailed: IMAGE_UPLOAD_TEXTS.uploadFailed,
  uploadFailedDescription: IMAGE_UPLOAD_TEXTS.uploadFailedDescription,
  imageTooLarge: IMAGE_UPLOAD_TEXTS.imageTooLarge,
  imageTooLargeDescription: IMAGE_UPLOAD_TEXTS.imageTooLargeDescription,
  imageWrongType: IMAGE_UPLOAD_TEXTS.imageWrongType,
} as const;

/** The Bulk Upload Projects dialog, and the CSV template. */
export const HUB_BULK_TEXTS = {
  title: 'Bulk Upload Projects',
  fileLabel: 'CSV file',
  hint: 'Download the CSV template first, fill in one project per row, then upload it here. You will see every row and its problems before anything is saved.',
  listHelpTitle: 'How to write lists in a cell',
  listHelp: [
    { columns: 'amenities, approvals', how: 'items separated by |, like Clubhouse | Garden | 24x7 Security' },
    { columns: 'plotSizes', how: 'a number and a unit (sq.ft, sq.m or acres) each, like 1200 sq.ft | 1500 sq.ft' },
    { columns: 'specifications', how: 'a title, a colon and the details each, like Roads: 30 ft tar roads | Water: 24x7 supply' },
    { columns: 'images', how: 'an https:// address (or an uploaded file’s /api/files/… address), then a space and its caption (every image needs one); the first image is the cover' },
  ],
  listHelpJson: 'Lists written as JSON text, as older templates did, are still read.',
  downloadTemplate: 'Download Template',
  upload: 'Upload Projects',
  uploading: 'Uploading…',
  progress: (percent: number) => `Uploading ${percent}%`,
  processing: 'Checking and importing the rows…',
  checking: 'Checking the rows…',
  previewSummary: (ready: number, withErrors: number) => `${formatIndianNumber(ready)} ${ready === 1 ? 'row' : 'rows'} ready, ${formatIndianNumber(withErrors)} with errors`,
  previewNothingSaved: 'Nothing has been saved yet.',
  previewSkipped: (withErrors: number) =>
    `${withErrors === 1 ? 'The row with errors is' : 'Rows with errors are'} skipped. To import ${withErrors === 1 ? 'it' : 'them'} too, fix the file and upload it again.`,
  previewNoneReady: 'No row can be imported. Fix the file and upload it again.',
  importRows: (ready: number) => `Import ${formatIndianNumber(ready)} ${ready === 1 ? 'row' : 'rows'}`,
  importing: 'Importing…',
  rowsShown: 'Rows shown',
  allRows: (count: number) => `All rows (${formatIndianNumber(count)})`,
  errorRows: (count: number) => `Rows with errors (${formatIndianNumber(count)})`,
  previewTable: 'Rows in the file',
  previewPages: 'Pages of rows',
  showingRows: (from: number, to: number, total: number) => `Showing ${formatIndianNumber(from)}–${formatIndianNumber(to)} of ${formatIndianNumber(total)}`,
  columns: { row: 'Row', title: 'Title', city: 'City', projectType: 'Type', startingPrice: 'Price', status: 'Status', approvalStatus: 'Publish as', check: 'Check' },
  readyRow: 'Ready',
  wholeRow: 'row',
  emptyCell: '—',
  cancel: COMMON_TEXTS.cancel,
  close: 'Close',
  completed: 'Bulk upload completed',
  completedDescription: (successful: number, failed: number) => `${successful} imported successfully, ${failed} failed`,
  failedRows: 'Rows that were not imported',
  row: (row: number) => `Row ${row}`,
  failed: 'Error uploading CSV',
  failedDescription: 'Failed to upload CSV file. Please check the format and try again.',
  noFile: 'No file selected',
  notCsv: 'The file is not a CSV text file. Save the sheet as CSV (UTF-8) and try again.',
  tooLarge: (sizeLabel: string) => `The CSV file is larger than ${sizeLabel}.`,
  noRows: 'The CSV file has a header row but no projects.',
  tooManyRows: (max: number) => `The CSV file has more than ${formatIndianNumber(max)} projects; split it into smaller files.`,
  unknownColumns: (columns: string[]) => `Unknown column${columns.length > 1 ? 's' : ''}: ${columns.join(', ')}`,
  missingColumns: (columns: string[]) => `Missing column${columns.length > 1 ? 's' : ''}: ${columns.join(', ')}`,
  unreadable: (reason: string) => `The CSV file could not be read: ${reason}`,
  tooCostly: 'The CSV file took too long to read; split it into smaller files.',
  invalidJson: (column: string) => `${column}: starts like JSON text but is not valid JSON; write the items separated by | instead (like Garden | Gym)`,
  plotSizeFormat: (column: string) => `${column}: write each size as a number and a unit, separated by | (like 1200 sq.ft | 1500 sq.ft)`,
  specificationFormat: (column: string) => `${column}: write each as a title, a colon and the details, separated by | (like Roads: 30 ft tar roads)`,
  notANumber: (column: string) => `${column}: must be a number`,
  notAWholeNumber: (column: string) => `${column}: must be a whole number`,
  notABoolean: (column: string) => `${column}: must be true or false`,
  extraCells: 'The row has more cells than the header has columns',
  templateDownloaded: 'Template Downloaded',
  templateDownloadedDescription: 'Fill in one project per row, then upload it with Bulk Upload.',
} as const;

/** The API's words for a brochure or layout map that is neither a file stored here nor an https:// link. */
/** The hub's contact and price refusals, worded once for its form and the API. */
export const ADMIN_PROJECT_FIELD_TEXTS = {
  startingPriceTooLarge: 'startingPrice is too large',
  contactEmail: 'contactEmail must be an email address',
  contactPhone: 'contactPhone must be a phone number of at least 10 digits',
  contactPhoneTooLong: 'contactPhone must be a phone number',
} as const;

export const DOCUMENT_URL_TEXTS = {
  brochureUrl: 'brochureUrl must be an uploaded document or an https:// link',
  layoutMapUrl: 'layoutMapUrl must be an uploaded file or an https:// link',
} as const;
