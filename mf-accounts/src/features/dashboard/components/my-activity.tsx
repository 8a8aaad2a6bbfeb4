import styled from 'styled-components';
import { ACCOUNT_TEXTS as TEXTS, excerpt, type AccountInquiry, type Project } from '@plotwise/contracts';
import { Card, formatDateIN, formatStartingPrice, Link, Skeleton } from '@plotwise/ui';
import { formatPlace } from '../../../lib/project-facts';
import { useWishlist } from '../../wishlist';
import { useAccountInquiries } from '../api/account-inquiries';

/** How many of each the dashboard shows; the wishlist page has them all. */
const SHOWN = 3;

const Columns = styled.div`
  display: grid;
  gap: 16px;
  grid-template-columns: minmax(0, 1fr);
  @media (min-width: 900px) { grid-template-columns: repeat(2, minmax(0, 1fr)); }
`;

const Panel = styled(Card)`
  padding: 20px;
  display: grid;
  gap: 12px;
  align-content: start;
  h2 { margin: 0; font-size: 1.15rem; }
  ul { list-style: none; margin: 0; padding: 0; display: grid; gap: 10px; }
  li { padding: 12px; border: 1px solid ${({ theme }) => theme.colors.line}; border-radius: ${({ theme }) => theme.radius.md}; display: grid; gap: 4px; }
  .meta { color: ${({ theme }) => theme.colors.muted}; font-size: .9rem; margin: 0; }
  .status { justify-self: start; padding: 2px 10px; border-radius: ${({ theme }) => theme.radius.pill}; background: ${({ theme }) => theme.colors.brandSoft}; color: ${({ theme }) => theme.colors.brandDark}; font-weight: 700; font-size: .8rem; }
  p { margin: 0; }
`;

function InquiryItem({ inquiry }: { inquiry: AccountInquiry }) {
  const about = inquiry.projectTitle ?? (inquiry.subject || 'General enquiry');
  return (
    <li>
      <strong>{inquiry.projectId && inquiry.projectTitle ? <Link to={`/projects/${inquiry.projectId}`}>{about}</Link> : about}</strong>
      <p className="meta">{excerpt(inquiry.message, 120)}</p>
      <p className="meta">{formatDateIN(inquiry.createdAt)}</p>
      <span className="status">{TEXTS.inquiryStatusLabels[inquiry.status]}</span>
    </li>
  );
}

function SavedItem({ project }: { project: Project }) {
  return (
    <li>
      <strong><Link to={`/projects/${project.id}`}>{project.title}</Link></strong>
      <p className="meta">{formatPlace(project)}</p>
      <p>{formatStartingPrice(project.startingPrice)}</p>
    </li>
  );
}

/** The dashboard's own content: the person's latest inquiries and saved projects. */
export function MyActivity() {
  const inquiries = useAccountInquiries();
  const saved = useWishlist({ enabled: true });
  return (
    <Columns>
      <Panel as="section" aria-labelledby="my-inquiries">
        <h2 id="my-inquiries">{TEXTS.myInquiriesHeading}</h2>
        {inquiries.isPending && <Skeleton $height="120px" aria-label="Loading your enquiries" />}
        {inquiries.isError && <p role="alert">{TEXTS.inquiriesFailed}</p>}
        {inquiries.data && (inquiries.data.items.length === 0 ? (
          <p>{TEXTS.noInquiries}</p>
        ) : (
          <ul>{inquiries.data.items.slice(0, SHOWN).map((inquiry) => <InquiryItem key={inquiry.id} inquiry={inquiry} />)}</ul>
        ))}
      </Panel>
      <Panel as="section" aria-labelledby="my-saved">
        <h2 id="my-saved">{TEXTS.savedHeading}</h2>
        {saved.isPending && <Skeleton $height="120px" aria-label="Loading your saved projects" />}
        {saved.data && (saved.data.items.length === 0 ? (
          <p>{TEXTS.noSaved}</p>
        ) : (
          <>
            <ul>{saved.data.items.slice(0, SHOWN).map((project) => <SavedItem key={project.id} project={project} />)}</ul>
            {saved.data.items.length > SHOWN && <Link to="/wishlist">{TEXTS.seeAllSaved(saved.data.items.length)}</Link>}
          </>
        ))}
      </Panel>
    </Columns>
  );
}
