import styled from 'styled-components';
import { ADMIN_OPS_TEXTS as TEXTS } from '@plotwise/contracts';
import { Card, Pagination, formatDateIN } from '@plotwise/ui';
import { FilterBar, ListSummary, SearchField } from '../../../components/filter-bar';
import { ListBody } from '../../../components/list-states';
import { useNewsletterSubscribers } from '../api/inquiries';

const List = styled(Card).attrs({ as: 'ul' })`
  list-style: none;
  margin: 0;
  padding: 0;
  li {
    display: flex;
    flex-wrap: wrap;
    justify-content: space-between;
    gap: 4px 16px;
    padding: 12px 16px;
    border-bottom: 1px solid ${({ theme }) => theme.colors.line};
  }
  li:last-child { border-bottom: 0; }
  a { overflow-wrap: anywhere; font-weight: 600; }
  span { color: ${({ theme }) => theme.colors.muted}; font-size: .9rem; }
`;

interface NewsletterListProps {
  search: string;
  page: number;
  onSearch: (text: string) => void;
  onPage: (page: number) => void;
}

/** The newsletter sign-ups, newest first. */
export function NewsletterList({ search, page, onSearch, onPage }: NewsletterListProps) {
  const subscribers = useNewsletterSubscribers({ search, page });
  return (
    <>
      <FilterBar>
        <SearchField label={TEXTS.searchLabel} placeholder={TEXTS.newsletterSearchPlaceholder} value={search} onSearch={onSearch} />
      </FilterBar>
      <ListBody read={subscribers} placeholders={3} failed={TEXTS.subscribersFailed} empty={TEXTS.noSubscribers}>
        {(data) => (
          <>
            <ListSummary>
              <span aria-live="polite">{TEXTS.newsletterCount(data.total)}</span>
            </ListSummary>
            <List aria-label={TEXTS.newsletterTab}>
              {data.items.map((subscriber) => (
                <li key={subscriber.id}>
                  <a href={`mailto:${subscriber.email}`}>{subscriber.email}</a>
                  <span>{TEXTS.subscribedOn(formatDateIN(subscriber.createdAt))}</span>
                </li>
              ))}
            </List>
            <Pagination label="Newsletter pages" page={page} pageSize={data.pageSize} total={data.total} onPageChange={onPage} />
          </>
        )}
      </ListBody>
    </>
  );
}
