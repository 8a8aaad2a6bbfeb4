import { useQuery } from '@plotwise/ui';
import type { AccountInquiriesResponse } from '@plotwise/contracts';

/** `GET /api/account/inquiries`: what the signed-in person asked, and where it stands. */
export function useAccountInquiries() {
  return useQuery<AccountInquiriesResponse>({ queryKey: ['/api/account/inquiries'] });
}
