/**
 * `GET /api/company`: the registered company behind the site, from the
 * server's configuration (COMPANY_* and GRIEVANCE_OFFICER_* variables), so a
 * deployment states its own legal entity without a rebuild.
 */
export interface CompanyDetails {
  legalName: string;
  /** Corporate Identification Number from the Registrar of Companies. */
  cin: string;
  registeredOffice: string;
  /** Not every deployment is registered for GST. */
  gstin: string | null;
  /** Who answers privacy requests and complaints (DPDP Act 2023, IT Rules 2021). */
  grievanceOfficer: { name: string; email: string };
}

export const COMPANY_DETAILS_PATH = '/api/company';
