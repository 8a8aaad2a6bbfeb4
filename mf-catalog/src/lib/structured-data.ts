import type { BlogPost, CompanyDetails, JsonLd, Project } from '@plotwise/contracts';
import { COMPANY, chooseProjectImage, formatAddress } from '@plotwise/ui';

/**
 * schema.org descriptions of the catalog's pages, as search engines read them
 * (JSON-LD in the server's HTML). `absolute` turns a site path into a full URL
 * on the site's public address.
 */
type Absolute = (path: string) => string;

const CONTEXT = 'https://schema.org';

/** A picture a search engine can fetch: stored or linked, never a drawn placeholder. */
export function realImage(url: string | null | undefined): string | null {
  return url && !url.startsWith('data:') ? url : null;
}

/** A project's own picture, for previews and JSON-LD; null when it shows a placeholder. */
export function projectPreviewImage(project: Pick<Project, 'images' | 'defaultImage' | 'projectType'>): string | null {
  return realImage(chooseProjectImage(project));
}

export function projectPath(id: number): string {
  return `/projects/${id}`;
}

/** The trail above a page: Home › … › the page. */
export function breadcrumbs(trail: readonly { name: string; path: string }[], absolute: Absolute): JsonLd {
  return {
    '@context': CONTEXT,
    '@type': 'BreadcrumbList',
    itemListElement: trail.map((crumb, index) => ({ '@type': 'ListItem', position: index + 1, name: crumb.name, item: absolute(crumb.path) })),
  };
}

/** A project as a real-estate listing with its offer (price from), place and developer. */
export function projectListing(project: Project, absolute: Absolute): JsonLd {
  const images = project.images.map((image) => realImage(image.url)).filter((url): url is string => url !== null);
  const image = images.length > 0 ? images : [projectPreviewImage(project)].filter((url): url is string => url !== null);
  return {
    '@context': CONTEXT,
    '@type': 'RealEstateListing',
    name: project.title,
    description: project.description.slice(0, 500),
    url: absolute(projectPath(project.id)),
    ...(image.length > 0 ? { image: image.map(absolute) } : {}),
    datePosted: project.createdAt,
    dateModified: project.updatedAt,
    contentLocation: {
      '@type': 'Place',
      name: `${project.location}, ${project.city}`,
      address: { '@type': 'PostalAddress', addressLocality: project.location, addressRegion: project.state, addressCountry: 'IN', streetAddress: project.location },
    },
    ...(project.startingPrice !== null
      ? {
          offers: {
            '@type': 'Offer',
            price: project.startingPrice,
            priceCurrency: 'INR',
            priceSpecification: { '@type': 'PriceSpecification', minPrice: project.startingPrice, priceCurrency: 'INR' },
            availability: 'https://schema.org/InStock',
            url: absolute(projectPath(project.id)),
          },
        }
      : {}),
    provider: { '@type': 'Organization', name: COMPANY.brand, url: absolute('/') },
  };
}

/** A blog post as an article. */
export function blogPosting(post: BlogPost, absolute: Absolute): JsonLd {
  const image = realImage(post.featuredImage);
  return {
    '@context': CONTEXT,
    '@type': 'BlogPosting',
    headline: post.title,
    description: post.excerpt,
    url: absolute(`/blog/${post.slug}`),
    mainEntityOfPage: absolute(`/blog/${post.slug}`),
    ...(image ? { image: [absolute(image)] } : {}),
    datePublished: post.publishedAt ?? post.createdAt,
    dateModified: post.updatedAt,
    author: { '@type': 'Person', name: post.author },
    publisher: { '@type': 'Organization', name: COMPANY.brand, url: absolute('/') },
    keywords: post.tags.join(', '),
    articleSection: post.category,
  };
}

/** The company, for the home page; its legal name once the configured details are read. */
export function organization(absolute: Absolute, registered?: CompanyDetails): JsonLd {
  const { line1, line2, city, state, pin } = COMPANY.address;
  return {
    '@context': CONTEXT,
    '@type': 'Organization',
    name: COMPANY.brand,
    ...(registered ? { legalName: registered.legalName } : {}),
    url: absolute('/'),
    email: COMPANY.email,
    telephone: COMPANY.phone,
    foundingDate: String(COMPANY.foundedYear),
    address: { '@type': 'PostalAddress', streetAddress: `${line1}, ${line2}`, addressLocality: city, addressRegion: state, postalCode: pin, addressCountry: 'IN' },
    description: `${COMPANY.tagline}. ${formatAddress()}.`,
  };
}

/** The site, with the search a search engine may offer in its results. */
export function website(absolute: Absolute): JsonLd {
  return {
    '@context': CONTEXT,
    '@type': 'WebSite',
    name: COMPANY.brand,
    url: absolute('/'),
    potentialAction: {
      '@type': 'SearchAction',
      target: { '@type': 'EntryPoint', urlTemplate: `${absolute('/listings')}?search={search_term_string}` },
      'query-input': 'required name=search_term_string',
    },
  };
}
