import styled from 'styled-components';
import { ADMIN_OPS_TEXTS, ADMIN_TRENDS_TEXTS as TEXTS, type AdminTrends } from '@plotwise/contracts';
import { Card, formatDateIN, media, Skeleton } from '@plotwise/ui';
import { ErrorState } from '../../../components/list-states';
import { useAdminTrends } from '../api/get-trends';
import { BarChart, type BarDatum } from './bar-chart';

const Section = styled.section`
  margin-top: 32px;
  h2 { font-size: 1.25rem; }
`;

const Charts = styled.div`
  display: grid;
  gap: 16px;
  grid-template-columns: minmax(0, 1fr);
  align-items: start;
  ${media.lg} { grid-template-columns: repeat(2, minmax(0, 1fr)); }
`;

const Placeholder = styled(Card)`
  padding: 20px;
  display: grid;
  gap: 12px;
`;

// Week starts are calendar days (India's), so they are read and shown as UTC dates.
const dayOf = new Intl.DateTimeFormat('en-IN', { day: 'numeric', timeZone: 'UTC' });
const monthOf = new Intl.DateTimeFormat('en-IN', { month: 'short', timeZone: 'UTC' });

/** Each column is labelled with its Monday's day, and the month under the first week and whenever it changes. */
function weekData(weeks: AdminTrends['weeks'], field: 'enquiries' | 'listings'): BarDatum[] {
  return weeks.map((week, index) => {
    const date = new Date(`${week.weekStart}T00:00:00Z`);
    const month = monthOf.format(date);
    const previous = index > 0 ? monthOf.format(new Date(`${weeks[index - 1]!.weekStart}T00:00:00Z`)) : null;
    return {
      key: week.weekStart,
      label: month === previous ? dayOf.format(date) : `${dayOf.format(date)}\n${month}`,
      fullLabel: `${TEXTS.weekLabel} ${formatDateIN(`${week.weekStart}T00:00:00+05:30`)}`,
      value: week[field],
    };
  });
}

/** A chart's title, description, empty text and value label, which the texts keep under the chart's name. */
function chartTexts(chart: 'inquiries' | 'listings' | 'cities' | 'ages') {
  return {
    title: TEXTS[`${chart}Title`],
    description: TEXTS[`${chart}Description`],
    emptyText: TEXTS[`${chart}Empty`],
    valueLabel: TEXTS[`${chart}Value`],
  };
}

/** The dashboard's charts: the weekly flow of inquiries and listings, where the live listings are, and how long approvals wait. */
export function TrendsSection() {
  const trends = useAdminTrends();
  const data = trends.data;

  return (
    <Section aria-labelledby="dashboard-trends">
      <h2 id="dashboard-trends">{TEXTS.sectionTitle}</h2>
      {trends.isError ? (
        <ErrorState message={TEXTS.failed} onRetry={() => void trends.refetch()} />
      ) : !data ? (
        <Charts role="status" aria-label={ADMIN_OPS_TEXTS.loading}>
          {[0, 1, 2, 3].map((index) => (
            <Placeholder key={index}>
              <Skeleton $width="50%" $height="20px" />
              <Skeleton $height="160px" />
            </Placeholder>
          ))}
        </Charts>
      ) : (
        <Charts>
          <BarChart layout="columns" {...chartTexts('inquiries')} categoryLabel={TEXTS.weekLabel} data={weekData(data.weeks, 'enquiries')} />
          <BarChart layout="columns" {...chartTexts('listings')} categoryLabel={TEXTS.weekLabel} data={weekData(data.weeks, 'listings')} />
          <BarChart
            layout="rows"
            {...chartTexts('cities')}
            categoryLabel={TEXTS.cityLabel}
            data={data.listingsByCity.map((row) => ({ key: row.isOther ? '(other)' : row.city, label: row.city, value: row.count, tone: row.isOther ? 'muted' : undefined }))}
          />
          <BarChart
            layout="rows"
            {...chartTexts('ages')}
            categoryLabel={TEXTS.ageLabel}
            data={data.approvalsByAge.map((row) => ({
              key: row.bucket,
              label: TEXTS.ageBuckets[row.bucket],
              value: row.count,
              tone: row.bucket === 'overSevenDays' ? 'urgent' : undefined,
            }))}
          />
        </Charts>
      )}
    </Section>
  );
}
