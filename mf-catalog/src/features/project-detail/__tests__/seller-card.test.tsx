import { screen, within } from '@testing-library/react';
import { SELLER_TEXTS } from '@plotwise/contracts';
import { fakeApi, renderCatalog } from '../../../test-support/render-catalog';
import { projectFixture } from '../../../test-support/fixtures';

const project = projectFixture();
const serve = (seller: object) => ({ 'GET /api/projects/7': { status: 200, body: project }, 'GET /api/projects/7/seller': { status: 200, body: seller } });

describe('the seller card on a project page', () => {
  it('names the agency, its RERA agent number, that it is verified, and links its other projects', async () => {
    fakeApi(serve({
      kind: 'agent', name: 'Sahyadri Land Advisors', reraAgentNumber: 'A51800045678', verified: true,
      otherProjects: [{ id: 12, title: 'Valley Plots', city: 'Nashik' }],
    }));
    renderCatalog('/projects/7');
    const card = await screen.findByRole('region', { name: SELLER_TEXTS.heading });
    expect(card).toHaveTextContent('Listed by Sahyadri Land Advisors');
    expect(within(card).getByText(`✓ ${SELLER_TEXTS.verifiedAgent}`)).toBeInTheDocument();
    expect(card).toHaveTextContent(`${SELLER_TEXTS.reraAgentNumber}: A51800045678`);
    expect(within(card).getByRole('link', { name: 'Valley Plots' })).toHaveAttribute('href', '/projects/12');
  });

  it('does not call an unapproved agent verified', async () => {
    fakeApi(serve({ kind: 'agent', name: 'Meena Joshi', reraAgentNumber: null, verified: false, otherProjects: [] }));
    renderCatalog('/projects/7');
    const card = await screen.findByRole('region', { name: SELLER_TEXTS.heading });
    expect(card).toHaveTextContent('Listed by Meena Joshi');
    expect(within(card).queryByText(new RegExp(SELLER_TEXTS.verifiedAgent))).not.toBeInTheDocument();
    expect(within(card).queryByText(new RegExp(SELLER_TEXTS.reraAgentNumber))).not.toBeInTheDocument();
  });

  it("names the company for the team's own listing", async () => {
    fakeApi(serve({ kind: 'company', name: 'Plotwise Realty Private Limited' }));
    renderCatalog('/projects/7');
    const card = await screen.findByRole('region', { name: SELLER_TEXTS.heading });
    expect(card).toHaveTextContent('Listed by Plotwise Realty Private Limited');
    expect(card).toHaveTextContent(SELLER_TEXTS.companyListing);
  });
});
