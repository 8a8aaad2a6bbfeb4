import { COMPANY_DETAILS_PATH, type CompanyDetails } from '@plotwise/contracts';
import { useQuery } from './query';

export const COMPANY_DETAILS_QUERY_KEY = [COMPANY_DETAILS_PATH] as const;

/**
 * The registered company (legal name, CIN, registered office, GSTIN, grievance
 * officer) from the server's configuration: read once a page, on the server for
 * server-rendered pages.
 */
export function useCompanyDetails() {
  return useQuery<CompanyDetails>({ queryKey: COMPANY_DETAILS_QUERY_KEY });
}

/** The registration facts a page states, labelled, in order; GSTIN only when there is one. */
export function registrationFacts(company: CompanyDetails): { label: string; value: string }[] {
  return [
    { label: 'CIN', value: company.cin },
    { label: 'Registered office', value: company.registeredOffice },
    ...(company.gstin ? [{ label: 'GSTIN', value: company.gstin }] : []),
  ];
}
