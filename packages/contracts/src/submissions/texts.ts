import { ADMIN_OPS_TEXTS } from '../admin/texts';
import { FIELD_TEXTS } from '../common/rules';
import { COMMON_TEXTS } from '../common/texts';
import { IMAGE_UPLOAD_TEXTS } from '../media/texts';
import { HUB_IMAGES_TEXTS } from '../projects/admin-texts';
import { CATALOG_TEXTS, PROJECT_FIELD_TEXTS } from '../projects/texts';

/** /submit-property: field rules, image toasts and outcomes. */
export const SUBMIT_PROPERTY_TEXTS = {
  ...PROJECT_FIELD_TEXTS,
  areaPositive: 'Area must be greater than 0',
  pricePositive: 'Price must be greater than 0',
  priceMax: 'Price must be less than 80 lakhs',
  projectTypeRequired: 'Project type is required',
  nameMin: 'Name must be at least 3 characters',
  emailInvalid: FIELD_TEXTS.emailInvalid,
  phoneInvalid: FIELD_TEXTS.phoneInvalid,
  agreeRequired: 'You must agree to the terms',

  invalidFileTypeTitle: 'Invalid file type',
  invalidFileType: (file: string) => `${file} is not a valid image format. Please use JPEG or PNG.`,
  fileTooLargeTitle: IMAGE_UPLOAD_TEXTS.imageTooLarge,
  fileTooLarge: (file: string) => `${file} is larger than 5MB. Please choose a smaller file.`,
  tooManyFilesTitle: 'Too many files',
  tooManyFiles: 'You can upload a maximum of 5 images.',
  filesUploadedTitle: 'Files uploaded',
  filesUploaded: (count: number) => `${count} file(s) added successfully.`,

  userFailed: 'Failed to process user information',
  createFailed: 'Failed to create project listing',
  somethingWrong: COMMON_TEXTS.somethingWrong,
  /** The success message, 'Success! Your property has been submitted successfully and is pending approval', as title and description. */
  successTitle: 'Success!',
  success: 'Your property has been submitted successfully and is pending approval',
  // The confirmation screen that follows a submission.
  confirmationTitle: 'Thank you, your plot is submitted',
  confirmationReference: 'Your reference number',
  confirmationReferenceHint: 'Quote it when you call or write to us about this plot.',
  nextStepsTitle: 'What happens next',
  nextSteps: (email: string, phone: string) => [
    'Our team reviews the details and photos within 2 business days.',
    `We may call you on ${phone} or write to ${email} to check the documents: title, 7/12 extract or property card, and approvals.`,
    'Once approved, your plot is listed on Plotwise and buyers\' enquiries reach you directly.',
  ],
  browseListings: 'Browse listings',
  submitAnother: 'Submit another plot',
  /** The API's word for an image reference that is not an image this site stored. */
  imageNotOurs: 'Images must be photos uploaded to this site. Please upload them again.',
} as const;

/** The agent dashboard's copy. */
export const PROJECT_SUBMISSION_TEXTS = {
  ...PROJECT_FIELD_TEXTS,
  totalAreaMin: 'Total area must be greater than 0',
  areaUnitInvalid: 'Choose sq.ft, sq.m, acres or hectare',
  projectTypeInvalid: 'Choose residential, commercial, mixed-use or agricultural',
  startingPriceInvalid: 'Starting price must be a whole number of rupees',
  imageNotUploaded: 'Upload each image with the image upload before submitting',
  imageNotAnImage: 'Each image must be a JPEG or PNG uploaded here',
  tooManyImages: 'Add at most 10 images',
  tooManySubmissions: 'You have submitted many projects in a short time. Please wait before submitting more.',
  oneDefaultImage: HUB_IMAGES_TEXTS.oneDefault,
  submitted: 'Project Submitted',
  submittedDescription: 'Your project has been submitted for admin approval',
  submitFailed: 'Submission Failed',
  submitFailedFallback: 'Failed to submit project',
  // Image uploads: the hub's upload copy, shared by the agent form.
  ...IMAGE_UPLOAD_TEXTS,
  notificationTitle: 'New project submission',
  notificationMessage: (agentName: string, title: string, city: string) => `${agentName} submitted "${title}" (${city}) for approval.`,
  /** Under a rejected project in My Projects, when the admin gave a reason. */
  rejectionReason: (reason: string) => `Reason: ${reason}`,
  // Managing a listing: edit and resubmit, changes to a live listing, withdraw.
  edit: COMMON_TEXTS.edit,
  editTitle: (title: string) => `Edit "${title}"`,
  cancelEdit: COMMON_TEXTS.cancel,
  resubmit: 'Save and Resubmit',
  submitChanges: 'Submit Changes for Review',
  editIntroPending: 'Your project is waiting for review; saving replaces what our team will review.',
  editIntroResubmit: 'Saving sends the project back to our team for approval.',
  editIntroLive: 'The listing stays on Plotwise as it is now; your changes show once our team approves them.',
  resubmitted: 'Project Resubmitted',
  resubmittedDescription: 'Your project has been resubmitted for admin approval',
  changesSubmitted: 'Changes Submitted',
  changesSubmittedDescription: 'Your changes will show on the listing once our team approves them',
  saveFailed: 'Could Not Save',
  saveFailedFallback: 'Failed to save project',
  changesWaiting: 'Changes awaiting review: the listing shows the approved version until then.',
  changesRejected: (reason: string | null) => (reason ? `Your last changes were not approved. Reason: ${reason}` : 'Your last changes were not approved.'),
  withdraw: 'Withdraw',
  withdrawTitle: 'Withdraw Project',
  withdrawConfirm: (title: string) => `Withdraw "${title}"? It leaves Plotwise at once; you can edit and resubmit it later.`,
  withdrawn: 'Project Withdrawn',
  withdrawnDescription: 'The project is no longer shown on Plotwise',
  withdrawFailed: 'Could Not Withdraw',
  alreadyWithdrawn: 'This project is already withdrawn',
  projectNotFound: CATALOG_TEXTS.projectNotFound,
  resubmissionNotificationTitle: 'Project resubmitted',
  resubmissionNotificationMessage: (agentName: string, title: string, city: string) => `${agentName} resubmitted "${title}" (${city}) for approval.`,
  changesNotificationTitle: ADMIN_OPS_TEXTS.changesToLiveListing,
  changesNotificationMessage: (agentName: string, title: string, city: string) => `${agentName} changed "${title}" (${city}); the changes wait for approval.`,
  noProjects: 'You have not submitted any projects yet.',
  projectsFailed: 'Could not load your projects. Please try again.',
} as const;
