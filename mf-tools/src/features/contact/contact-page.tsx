import styled from 'styled-components';
import { MAP_TEXTS } from '@plotwise/contracts';
import { COMPANY, formatAddress, googleMapsDirectionsUrl, MapEmbed, useCompanyDetails, usePageMeta } from '@plotwise/ui';
import { PageHero } from '../../components/page-hero';
import { Columns, PageBody, Panel as BasePanel } from '../../components/page-layout';
import { ContactForm } from './components/contact-form';

const Panel = styled(BasePanel)`
  gap: 20px;
  h2 { margin: 0; font-size: 1.35rem; }
  h3 { margin: 0 0 4px; font-size: 1rem; color: ${({ theme }) => theme.colors.ink}; }
  p, dd, address { margin: 0; color: ${({ theme }) => theme.colors.text}; font-style: normal; }
  /* Links in the text only: the map's fallback button keeps its own colours. */
  p a { color: ${({ theme }) => theme.colors.brand}; font-weight: 600; }
`;

const Hours = styled.dl`
  display: grid;
  grid-template-columns: auto 1fr;
  gap: 4px 16px;
  margin: 0;
  dt { font-weight: 600; color: ${({ theme }) => theme.colors.ink}; }
`;

export function ContactPage() {
  usePageMeta('Contact Us', `Talk to ${COMPANY.brand}: our office in ${COMPANY.address.city}, phone, email and business hours. We reply within ${COMPANY.responseTime}.`);
  const address = formatAddress();
  const company = useCompanyDetails();
  const mapQuery = `${COMPANY.brand}, ${address}`;

  return (
    <>
      <PageHero
        title="Contact Us"
        lead={`Buying a plot, selling one, or just exploring? Our team in ${COMPANY.address.city} answers every message within ${COMPANY.responseTime}.`}
      />
      <PageBody>
        <Columns $columns="1fr 1.3fr">
          <Panel as="section" aria-labelledby="contact-info-heading">
            <h2 id="contact-info-heading">Get in touch</h2>
            <div>
              <h3>Our office</h3>
              <address>{company.data?.legalName ?? COMPANY.brand}<br />{address}</address>
            </div>
            <div>
              <h3>Phone</h3>
              <p><a href={COMPANY.phoneHref}>{COMPANY.phone}</a></p>
            </div>
            <div>
              <h3>Email</h3>
              <p><a href={`mailto:${COMPANY.email}`}>{COMPANY.email}</a></p>
            </div>
            <div>
              <h3>Business hours</h3>
              <Hours>
                {COMPANY.hours.map((slot) => (
                  <div key={slot.days} style={{ display: 'contents' }}>
                    <dt>{slot.days}</dt>
                    <dd>{slot.time}</dd>
                  </div>
                ))}
              </Hours>
            </div>
            <MapEmbed query={mapQuery} title={`Map of the ${COMPANY.brand} office in ${COMPANY.address.city}`} />
            <p><a href={googleMapsDirectionsUrl(mapQuery)} target="_blank" rel="noopener noreferrer">{MAP_TEXTS.getDirections} to our office</a></p>
          </Panel>
          <Panel as="section" aria-labelledby="contact-form-heading">
            <h2 id="contact-form-heading">Send us a message</h2>
            <p>Tell us what you are looking for. Fields marked * are required.</p>
            <ContactForm />
          </Panel>
        </Columns>
      </PageBody>
    </>
  );
}
