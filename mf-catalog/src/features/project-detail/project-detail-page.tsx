import { ApiError, Container, formatArea, formatStartingPrice, Link, Skeleton, usePageMeta, useParams, useSession } from '@plotwise/ui';
import styled from 'styled-components';
import { CATALOG_SCREEN_TEXTS, INQUIRY_FORM, INQUIRY_TEXTS, MAX_SERIAL_ID, PROJECT_TYPE_LABELS, layoutImageUrl, type Project } from '@plotwise/contracts';
import { PinIcon } from '../../components/icons';
import { InquiryOutcome, LazyInquiryForm } from '../inquiry';
import { useProject } from '../projects';
import { FeaturedBadge, ReraBadge, StatusBadge } from '../projects';
import { WishlistButton } from '../projects';
import { CompareToggle } from '../compare';
import { useRecordView } from '../recently-viewed';
import { ContactActions } from './components/contact-actions';
import { ContactBar } from './components/contact-bar';
import { EmiBox } from './components/emi-box';
import { Gallery } from './components/gallery';
import { KeyFacts } from './components/key-facts';
import { LocationSection } from './components/location-section';
import { MoreInCity } from './components/more-in-city';
import { PlotSizesTable } from './components/plot-sizes-table';
import { PlotInventory } from './components/plot-inventory';
import { DueDiligenceSection } from './components/due-diligence-section';
import { ReportListing } from './components/report-listing';
import { ProjectSections } from './components/project-sections';
import { SellerCard } from './components/seller-card';
import { ShareActions } from './components/share-actions';
import { SiteVisitSection } from './components/site-visit-section';
import { VerificationNote } from './components/verification-note';
import { breadcrumbs, projectListing, projectPath, projectPreviewImage } from '../../lib/structured-data';
import { ProjectNotFound } from './components/project-not-found';
import { mapQuery } from './contact-links';
import { galleryImages } from './gallery-images';
import { useCountView } from './count-view';
import { spreadRow, wrappingRow } from '../../components/layout';

/** The inquiry card's id: the bottom bar's Enquire link and the plain form's answer lead there. */
const INQUIRY_SECTION_ID = INQUIRY_FORM.section;

const Page = styled(Container)`
  padding-top: 24px;
  padding-bottom: 32px;
`;

const TopBar = styled.div`
  ${spreadRow('12px', 'stretch')}
  margin-bottom: 16px;
  a { font-weight: 600; }
`;

const AdminLink = styled(Link)`
  padding: 6px 14px;
  border-radius: ${({ theme }) => theme.radius.pill};
  background: ${({ theme }) => theme.colors.ink};
  color: #fff;
  text-decoration: none;
`;

const Header = styled.header`
  display: grid;
  gap: 8px;
  margin-bottom: 20px;
  h1 { margin: 0; font-size: clamp(1.6rem, 4vw, 2.4rem); }
`;

const Badges = styled.div`
  ${wrappingRow('8px')}
`;

const Place = styled.p`
  margin: 0;
  display: flex;
  gap: 6px;
  align-items: center;
  color: ${({ theme }) => theme.colors.muted};
`;

const PriceLine = styled.div`
  ${wrappingRow('12px')}
  p { margin: 0; font-size: 1.5rem; font-weight: 800; color: ${({ theme }) => theme.colors.brandDark}; }
`;

const Layout = styled.div`
  display: grid;
  gap: 32px;
  grid-template-columns: minmax(0, 1fr);
  @media (min-width: 1024px) { grid-template-columns: minmax(0, 1fr) 360px; align-items: start; }
`;

const Main = styled.div`
  display: grid;
  gap: 28px;
  min-width: 0;
  h2 { font-size: 1.3rem; }
`;

const Aside = styled.aside`
  background: ${({ theme }) => theme.colors.surface};
  border: 1px solid ${({ theme }) => theme.colors.line};
  border-radius: ${({ theme }) => theme.radius.lg};
  box-shadow: ${({ theme }) => theme.shadow.card};
  padding: 20px;
  h2 { font-size: 1.2rem; }
  @media (min-width: 1024px) { position: sticky; top: 84px; }
`;

const Paragraphs = styled.div`
  p { margin: 0 0 12px; }
`;

/** Digits only, within PostgreSQL's integer range: anything else names no project. */
export function parseProjectId(raw: string | undefined): number | null {
  if (!raw || !/^\d{1,10}$/.test(raw)) return null;
  const id = Number(raw);
  return id >= 1 && id <= MAX_SERIAL_ID ? id : null;
}

/** /listings/:id and /projects/:id. */
export function ProjectDetailPage() {
  const id = parseProjectId(useParams().id);
  const project = useProject(id);
  if (id === null) return <ProjectNotFound />;
  if (project.isPending) return <DetailSkeleton />;
  if (project.isError) {
    const missing = project.error instanceof ApiError && (project.error.status === 404 || project.error.status === 400);
    return <ProjectNotFound onRetry={missing ? undefined : () => project.refetch()} />;
  }
  return <ProjectDetail project={project.data} />;
}

function DetailSkeleton() {
  return (
    <Page aria-busy="true" aria-label="Loading the project">
      <Skeleton $height="20px" $width="160px" />
      <div style={{ height: 16 }} />
      <Skeleton $height="40px" $width="60%" />
      <div style={{ height: 16 }} />
      <Skeleton $height="0" style={{ aspectRatio: '3 / 2', height: 'auto', maxWidth: 820 }} />
    </Page>
  );
}

/** The admin's way to this project in the hub; only it re-renders when the session is known. */
function AdminEditLink({ projectId }: { projectId: number }) {
  const { isAdmin } = useSession();
  return isAdmin ? <AdminLink to={`/admin/projects?edit=${projectId}`}>{CATALOG_SCREEN_TEXTS.adminEdit}</AdminLink> : null;
}

function ProjectDetail({ project }: { project: Project }) {
  const price = formatStartingPrice(project.startingPrice);
  const place = mapQuery(project);
  usePageMeta(
    project.title,
    `${project.title} in ${place}: ${PROJECT_TYPE_LABELS[project.projectType]} plots, ${price}, ${formatArea(project.totalArea, project.areaUnit)}.`,
    {
      image: projectPreviewImage(project),
      type: 'product',
      canonicalPath: projectPath(project.id),
      jsonLd: (absolute) => [
        projectListing(project, absolute),
        breadcrumbs(
          [
            { name: 'Home', path: '/' },
            { name: `Plots in ${project.city}`, path: `/city?location=${encodeURIComponent(project.city)}` },
            { name: project.title, path: projectPath(project.id) },
          ],
          absolute,
        ),
      ],
    },
  );
  useRecordView(project);
  useCountView(project.id);
  const { images, start } = galleryImages(project);
  const paragraphs = project.description.split(/\n\s*\n/).map((text) => text.trim()).filter(Boolean);

  return (
    <Page>
      <TopBar>
        <Link to="/projects">← {CATALOG_SCREEN_TEXTS.backToProjects}</Link>
        <AdminEditLink projectId={project.id} />
      </TopBar>

      <Header>
        <Badges>
          <StatusBadge status={project.status} />
          {project.featured && <FeaturedBadge />}
          <ReraBadge verified={project.verified} />
        </Badges>
        <h1>{project.title}</h1>
        <Place><PinIcon /> {place}</Place>
        <PriceLine>
          <p data-testid="detail-price">{price}</p>
          <WishlistButton projectId={project.id} projectTitle={project.title} />
          <CompareToggle projectId={project.id} projectTitle={project.title} />
        </PriceLine>
        <ShareActions project={project} />
        <VerificationNote verified={project.verified} />
      </Header>

      <Layout>
        <Main>
          <Gallery key={project.id} title={project.title} images={images} start={start} projectType={project.projectType} />

          <KeyFacts project={project} />

          <EmiBox startingPrice={project.startingPrice} />

          <ContactActions project={project} />

          <SiteVisitSection project={project} />

          <SellerCard projectId={project.id} />

          <section aria-labelledby="about-heading">
            <h2 id="about-heading">About this project</h2>
            <Paragraphs>{paragraphs.map((text, index) => <p key={index}>{text}</p>)}</Paragraphs>
          </section>

          {project.plotsTotal > 0 ? <PlotInventory projectId={project.id} projectTitle={project.title} layoutImage={layoutImageUrl(project)} /> : <PlotSizesTable project={project} />}

          <DueDiligenceSection project={project} />

          <ProjectSections project={project} />

          <LocationSection project={project} />

          <ReportListing projectId={project.id} />
        </Main>

        <Aside aria-labelledby="inquiry-heading" id={INQUIRY_SECTION_ID}>
          <h2 id="inquiry-heading">{INQUIRY_TEXTS.heading}</h2>
          <InquiryOutcome projectId={project.id} />
          <LazyInquiryForm project={project} />
        </Aside>
      </Layout>
      {/* After the inquiry card: the rail arrives after the page, and above the card it would move a visitor who jumped there. */}
      <MoreInCity project={project} />
      <ContactBar project={project} inquiryId={INQUIRY_SECTION_ID} />
    </Page>
  );
}
