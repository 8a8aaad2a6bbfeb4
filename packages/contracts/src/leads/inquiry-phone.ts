import { z } from 'zod';
import { HONEYPOT_FIELD } from '../common/constants';
import { honeypotSchema } from '../common/schemas';
import { indianMobileSchema, smsCodeSchema } from './schemas';

/** `POST /api/inquiries/phone-code`: texts a code that confirms the inquirer's number. */
export const inquiryPhoneCodePayloadSchema = z.strictObject({ phoneNumber: indianMobileSchema, [HONEYPOT_FIELD]: honeypotSchema });
export type InquiryPhoneCodePayload = z.input<typeof inquiryPhoneCodePayloadSchema>;

/** `POST /api/inquiries/phone-verify`: the code confirms the number for this browser. */
export const inquiryPhoneVerifyPayloadSchema = z.strictObject({ phoneNumber: indianMobileSchema, code: smsCodeSchema });
export type InquiryPhoneVerifyPayload = z.input<typeof inquiryPhoneVerifyPayloadSchema>;

/** The number this browser confirmed (kept in a signed cookie the page cannot read), or null. */
export const inquiryPhoneStatusSchema = z.object({ verifiedPhone: z.string().nullable() });
export type InquiryPhoneStatus = z.infer<typeof inquiryPhoneStatusSchema>;
