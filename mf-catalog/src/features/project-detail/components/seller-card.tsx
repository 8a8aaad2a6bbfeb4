import { Link, useQuery } from '@plotwise/ui';
import styled from 'styled-components';
import { SELLER_TEXTS, sellerPath, type Seller } from '@plotwise/contracts';
import { projectPath } from '../../../lib/structured-data';

const Card = styled.section`
  border: 1px solid ${({ theme }) => theme.colors.line};
  border-radius: ${({ theme }) => theme.radius.md};
  padding: 16px 20px;
  h2 { margin: 0 0 8px; font-size: 1.1rem; }
  p { margin: 4px 0; }
  ul { margin: 8px 0 0; padding-left: 20px; }
`;

const Verified = styled.span`
  display: inline-block;
  margin-left: 8px;
  padding: 2px 8px;
  border-radius: 999px;
  background: ${({ theme }) => theme.colors.successSoft};
  font-size: .85rem;
  font-weight: 600;
`;

/**
 * Who sells the plot: the agency, its RERA agent number and its other live
 * projects, or the company for the team's own listings. Its own read, so the
 * server render makes it with the page; nothing shows if it fails.
 */
export function SellerCard({ projectId }: { projectId: number }) {
  const { data: seller } = useQuery<Seller>({ queryKey: [sellerPath(projectId)] });
  if (!seller) return null;
  return (
    <Card aria-labelledby="seller-heading" data-testid="seller-card">
      <h2 id="seller-heading">{SELLER_TEXTS.heading}</h2>
      <p>
        {SELLER_TEXTS.listedBy} <strong>{seller.name}</strong>
        {seller.kind === 'agent' && seller.verified && <Verified title={SELLER_TEXTS.verifiedAgentMeans}>✓ {SELLER_TEXTS.verifiedAgent}</Verified>}
      </p>
      {seller.kind === 'company' && <p>{SELLER_TEXTS.companyListing}</p>}
      {seller.kind === 'agent' && seller.reraAgentNumber && (
        <p>{SELLER_TEXTS.reraAgentNumber}: <strong>{seller.reraAgentNumber}</strong></p>
      )}
      {seller.kind === 'agent' && seller.otherProjects.length > 0 && (
        <>
          <p>{SELLER_TEXTS.otherProjects}</p>
          <ul>
            {seller.otherProjects.map((other) => (
              <li key={other.id}><Link to={projectPath(other.id)}>{other.title}</Link>, {other.city}</li>
            ))}
          </ul>
        </>
      )}
    </Card>
  );
}
