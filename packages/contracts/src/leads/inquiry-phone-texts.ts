// Zod-free, so the project page can show the plain form's confirmation step without the schemas.
export const INQUIRY_PHONE = {
  /** How long a browser stays confirmed: no code on every inquiry. */
  rememberDays: 30,
} as const;

export const INQUIRY_PHONE_TEXTS = {
  verifyButton: 'Verify by SMS',
  sendCode: 'Text me a code',
  confirm: 'Confirm',
  verified: 'Verified phone',
  verifiedHint: 'Your number is confirmed: the seller sees this enquiry as verified.',
  optional: 'Optional: confirm your number with a texted code so the seller knows it is really yours.',
  codeLabel: 'Code',
  codeSent: (phone: string) => `Enter the 6-digit code we sent to ${phone}`,
  phoneFirst: 'Type a 10-digit Indian mobile number above first.',
  sendFailed: 'Could not send the code',
  confirmFailed: 'Could not confirm the code',
  unverifiedNote: 'You can still send the enquiry without verifying.',
  // The plain form's step, after the inquiry was sent without script.
  confirmSentTitle: 'Confirm your number',
  codeSentToInquiryPhone: 'Enter the 6-digit code we sent to the phone in your enquiry.',
  confirmExpired: 'This enquiry can no longer be confirmed here. Your next enquiry can be.',
} as const;
