import { screen } from '@testing-library/react';
import type { CompanyDetails } from '@plotwise/contracts';
import { LEGAL_LAST_UPDATED } from '../legal-content';
import { ListingTermsPage, PrivacyPage, TermsPage } from '../legal-page';
import { fakeApi, renderPage } from '../../../test-support/render-page';

const company: CompanyDetails = {
  legalName: 'Bhoomi Plots Private Limited',
  cin: 'U45200MH2019PTC330011',
  registeredOffice: '12 Linking Road, Mumbai 400050',
  gstin: null,
  grievanceOfficer: { name: 'R. Iyer', email: 'privacy@bhoomi.example' },
};

describe('legal pages', () => {
  it('/privacy: its own title, the date, the DPDP rights and the configured grievance officer', async () => {
    fakeApi({ 'GET /api/company': { status: 200, body: company } });
    renderPage(<PrivacyPage />, '/privacy');
    expect(screen.getByRole('heading', { level: 1, name: 'Privacy Policy' })).toBeInTheDocument();
    expect(document.title).toBe('Privacy Policy | Plotwise');
    expect(document.querySelector('meta[name="description"]')?.getAttribute('content')).toMatch(/Digital Personal Data Protection Act, 2023/);
    expect(screen.getByText(LEGAL_LAST_UPDATED)).toBeInTheDocument();
    for (const heading of ['What we keep and why', 'Cookies', 'Who sees your data', 'How long we keep it', 'Your rights as a Data Principal']) {
      expect(screen.getByRole('heading', { level: 2, name: heading })).toBeInTheDocument();
    }
    const officer = await screen.findByTestId('grievance-officer');
    expect(officer).toHaveTextContent('Grievance Officer: R. Iyer');
    expect(officer).toHaveTextContent('Bhoomi Plots Private Limited, 12 Linking Road, Mumbai 400050');
    expect(screen.getByRole('link', { name: 'privacy@bhoomi.example' })).toHaveAttribute('href', 'mailto:privacy@bhoomi.example');
    expect(screen.getByText(/run by Bhoomi Plots Private Limited/)).toHaveTextContent('CIN: U45200MH2019PTC330011');
    expect(screen.queryByText(/GSTIN/)).toBeNull();
  });

  it('/terms explains verification under #verification and names Indian law', () => {
    fakeApi({ 'GET /api/company': { status: 200, body: { ...company, gstin: '27AABCB1234C1Z5' } } });
    renderPage(<TermsPage />, '/terms');
    expect(document.title).toBe('Terms of Service | Plotwise');
    expect(document.getElementById('verification')).toHaveTextContent('What "RERA Verified" means');
    expect(screen.getByRole('heading', { name: 'No brokerage guarantee' })).toBeInTheDocument();
    expect(screen.getByText(/governed by the laws of India/)).toBeInTheDocument();
  });

  it('/listing-terms links to the other two', () => {
    fakeApi({ 'GET /api/company': { status: 200, body: company } });
    renderPage(<ListingTermsPage />, '/listing-terms');
    expect(document.title).toBe('Listing Terms | Plotwise');
    expect(screen.getByRole('heading', { name: 'RERA registration' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Removal of misleading listings' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Privacy Policy' })).toHaveAttribute('href', '/privacy');
    expect(screen.getByRole('link', { name: 'Terms of Service' })).toHaveAttribute('href', '/terms');
  });
});
