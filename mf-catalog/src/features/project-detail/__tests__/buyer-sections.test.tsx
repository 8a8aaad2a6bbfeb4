import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { EMI_BOX_TEXTS, MORE_IN_CITY_TEXTS, SHARE_TEXTS, loanInputsFromQuery, summariseLoan } from '@plotwise/contracts';
import { fakeApi, renderCatalog, toastTexts } from '../../../test-support/render-catalog';
import { page, projectFixture, summaryFixture } from '../../../test-support/fixtures';

const project = projectFixture();
const serve = (extra: object = {}) => ({ 'GET /api/projects/7': { status: 200, body: project }, ...extra });

describe('the EMI box', () => {
  it('shows the EMI for the starting price and links to the calculator with the same loan', async () => {
    fakeApi(serve());
    renderCatalog('/projects/7');
    const box = await screen.findByRole('region', { name: EMI_BOX_TEXTS.heading });
    const link = within(box).getByRole('link', { name: EMI_BOX_TEXTS.open });
    const href = link.getAttribute('href')!;
    // ₹51,50,000 with at least a fifth down, on the calculator's ₹50,000 steps: ₹41,00,000 borrowed at 8.5 % for 20 years.
    expect(href).toBe('/loan-calculator?propertyValue=5150000&downPayment=1050000&rate=8.5&tenure=20');
    const query = new URLSearchParams(href.split('?')[1]);
    const inputs = loanInputsFromQuery(Object.fromEntries(query));
    const { emi } = summariseLoan({ principal: inputs.loanAmount, annualRatePercent: inputs.annualRatePercent, tenureYears: inputs.tenureYears });
    expect(within(box).getByTestId('emi-box-amount')).toHaveTextContent(`₹${emi.toLocaleString('en-IN')}`);
    expect(emi).toBe(35_581);
    expect(box).toHaveTextContent('With ₹10.5 lakh down, at 8.5% for 20 years');
  });

  it('is left out when the price is on request', async () => {
    fakeApi({ 'GET /api/projects/7': { status: 200, body: projectFixture({ startingPrice: null }) } });
    renderCatalog('/projects/7');
    await screen.findByRole('heading', { level: 1, name: 'Sahyadri Greens' });
    expect(screen.queryByTestId('emi-box')).not.toBeInTheDocument();
  });
});

describe('sharing a project', () => {
  afterEach(() => {
    Reflect.deleteProperty(navigator, 'share');
    Reflect.deleteProperty(navigator, 'clipboard');
  });

  it('copies the link where the browser has no share sheet, with a toast', async () => {
    const writeText = jest.fn().mockResolvedValue(undefined);
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
    fakeApi(serve());
    renderCatalog('/projects/7');
    fireEvent.click(await screen.findByRole('button', { name: SHARE_TEXTS.share }));
    await waitFor(() => expect(toastTexts()).toContain(SHARE_TEXTS.copied));
    expect(writeText).toHaveBeenCalledWith('http://localhost/projects/7');
  });

  it('opens the share sheet where there is one', async () => {
    const share = jest.fn().mockResolvedValue(undefined);
    Object.defineProperty(navigator, 'share', { value: share, configurable: true });
    fakeApi(serve());
    renderCatalog('/projects/7');
    fireEvent.click(await screen.findByRole('button', { name: SHARE_TEXTS.share }));
    await waitFor(() => expect(share).toHaveBeenCalledWith({ title: 'Sahyadri Greens', text: 'Sahyadri Greens – ₹51.50 Lakhs onwards', url: 'http://localhost/projects/7' }));
  });

  it('writes a WhatsApp message with the title, price and link', async () => {
    fakeApi(serve());
    renderCatalog('/projects/7');
    const link = await screen.findByRole('link', { name: SHARE_TEXTS.whatsapp });
    await waitFor(() => expect(link.getAttribute('href')).toContain('localhost'));
    expect(link.getAttribute('href')).toBe(`https://wa.me/?text=${encodeURIComponent('Sahyadri Greens – ₹51.50 Lakhs onwards\nhttp://localhost/projects/7')}`);
  });
});

describe('more in this city', () => {
  it('lists other projects of the city, never this one', async () => {
    const api = fakeApi(serve({ 'GET /api/projects': { status: 200, body: page([summaryFixture(), summaryFixture({ id: 8, title: 'Pune Meadows' }), summaryFixture({ id: 9, title: 'Baner Heights' })]) } }));
    renderCatalog('/projects/7');
    const section = await screen.findByRole('region', { name: MORE_IN_CITY_TEXTS.heading('Pune') });
    expect(within(section).getAllByRole('heading', { level: 3 }).map((heading) => heading.textContent)).toEqual(['Pune Meadows', 'Baner Heights']);
    expect(api.calls.find((call) => call.path === '/api/projects')?.url).toMatch(/city=Pune&pageSize=4$/);
  });
});
