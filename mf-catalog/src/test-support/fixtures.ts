import type { BlogPost, BlogPostSummary, Project, ProjectSummary } from '@plotwise/contracts';

/** A full project as `GET /api/projects/{id}` returns it. */
export function projectFixture(overrides: Partial<Project> = {}): Project {
  return {
    id: 7,
    title: 'Sahyadri Greens',
    description: 'A plotted development near Hinjewadi.\n\nPlots from 1,200 sq.ft with approved layouts.',
    location: 'Talegaon Dabhade',
    city: 'Pune',
    state: 'Maharashtra',
    totalArea: 1_224_000,
    areaUnit: 'sq.ft',
    startingPrice: 5_150_000,
    projectType: 'residential',
    plotSizes: [{ size: 1200, unit: 'sq.ft' }, { size: 2000, unit: 'sq.ft' }],
    amenities: ['Clubhouse', 'Gated community'],
    specifications: [{ title: 'Internal roads', details: '30 ft asphalt roads' }],
    brochureUrl: '/files/brochure.pdf',
    layoutMapUrl: '/files/layout.pdf',
    approvals: ['PMRDA sanctioned layout'],
    status: 'ongoing',
    featured: true,
    isNewlyLaunched: false,
    isTopProject: false,
    verified: true,
    images: [
      { url: '/media/a.svg', caption: 'Entrance', isDefault: false },
      { url: '/media/b.svg', caption: 'Layout', isDefault: true },
      { url: '/media/c.svg', caption: 'Dusk', isDefault: false },
    ],
    defaultImage: null,
    possessionTimeline: 'Q3 2028',
    reraNumber: 'P52100521311',
    latitude: 18.5913,
    longitude: 73.7389,
    contactEmail: 'sales@sahyadri.example',
    contactPhone: '98765 43210',
    approvalStatus: 'approved',
    plotsTotal: 0,
    plotsAvailable: 0,
    createdBy: null,
    lastUpdatedBy: null,
    createdAt: '2025-01-10T10:00:00.000Z',
    updatedAt: '2025-01-10T10:00:00.000Z',
    ...overrides,
  };
}

/** A card-sized project as lists return it. */
export function summaryFixture(overrides: Partial<ProjectSummary> = {}): ProjectSummary {
  const { id, title, location, city, state, totalArea, areaUnit, startingPrice, projectType, plotSizes, status, featured, isNewlyLaunched, isTopProject, verified, images, defaultImage, possessionTimeline, reraNumber, plotsTotal, plotsAvailable, latitude, longitude, createdAt } = projectFixture();
  return { id, title, location, city, state, totalArea, areaUnit, startingPrice, projectType, plotSizes, status, featured, isNewlyLaunched, isTopProject, verified, images, defaultImage, possessionTimeline, reraNumber, plotsTotal, plotsAvailable, latitude, longitude, createdAt, ...overrides };
}

export const page = <T,>(items: T[], total = items.length, pageNumber = 1, pageSize = 12) => ({ items, total, page: pageNumber, pageSize });

/** A whole blog post as `GET /api/blog-posts/{slug}` returns it; `index` makes its id, slug and title. */
export function postFixture(index: number, overrides: Partial<BlogPost> = {}): BlogPost {
  return {
    id: index,
    slug: `post-${index}`,
    title: `Post ${index}`,
    excerpt: 'What to check before buying a plot.',
    content: 'First paragraph.\n\n<script>alert(1)</script> stays text.\n\nThird paragraph.',
    category: 'Guides',
    featuredImage: null,
    author: 'Meera Joshi',
    tags: ['rera', 'legal', 'pune', 'investment'],
    published: true,
    publishedAt: '2025-03-05T10:00:00.000Z',
    createdAt: '2025-03-05T10:00:00.000Z',
    updatedAt: '2025-03-05T10:00:00.000Z',
    ...overrides,
  };
}

/** A post as lists return it: all but the content. */
export function postSummaryFixture(index: number, overrides: Partial<BlogPostSummary> = {}): BlogPostSummary {
  const { content: _content, ...summary } = postFixture(index);
  return { ...summary, ...overrides };
}
