import type { CompanyDetails } from '@plotwise/contracts';
import { loadConfig } from '../../../config';
import { useTestApp } from '../../../../test/support/test-app';

const CONFIGURED: CompanyDetails = {
  legalName: 'Bhoomi Plots Private Limited',
  cin: 'U45200MH2019PTC330011',
  registeredOffice: '12 Linking Road, Bandra West, Mumbai, Maharashtra 400050',
  gstin: '27AABCB1234C1Z5',
  grievanceOfficer: { name: 'R. Iyer', email: 'privacy@bhoomi.example' },
};

const app = useTestApp({ configure: (config) => ({ ...config, company: CONFIGURED }) });

describe('GET /api/company', () => {
  it('answers anyone with the configured company', async () => {
    const response = await app.inject('/api/company');
    expect(response.statusCode).toBe(200);
    expect(JSON.parse(response.payload)).toEqual(CONFIGURED);
  });

  it('refuses a query it does not take', async () => {
    expect((await app.inject('/api/company?x=1')).statusCode).toBe(400);
  });
});

describe('company configuration', () => {
  it('has demo defaults and no GSTIN unless one is set', () => {
    const { company } = loadConfig({ NODE_ENV: 'test' });
    expect(company.legalName).toBe('Plotwise Realty Private Limited');
    expect(company.cin).toMatch(/^U\d{5}[A-Z]{2}\d{4}PTC\d{6}$/);
    expect(company.gstin).toBeNull();
    expect(company.grievanceOfficer.email).toBe('grievance@plotwise.in');
  });

  it('reads the environment', () => {
    const { company } = loadConfig({
      NODE_ENV: 'test',
      COMPANY_LEGAL_NAME: CONFIGURED.legalName,
      COMPANY_CIN: CONFIGURED.cin.toLowerCase(),
      COMPANY_REGISTERED_OFFICE: CONFIGURED.registeredOffice,
      COMPANY_GSTIN: CONFIGURED.gstin!,
      GRIEVANCE_OFFICER_NAME: CONFIGURED.grievanceOfficer.name,
      GRIEVANCE_OFFICER_EMAIL: CONFIGURED.grievanceOfficer.email,
    });
    expect(company).toEqual(CONFIGURED);
  });

  it('refuses a malformed CIN or GSTIN at start-up', () => {
    expect(() => loadConfig({ NODE_ENV: 'test', COMPANY_CIN: 'U123' })).toThrow(/COMPANY_CIN/);
    expect(() => loadConfig({ NODE_ENV: 'test', COMPANY_GSTIN: 'not-a-gstin' })).toThrow(/COMPANY_GSTIN/);
  });
});
