import { Container, Link, Section } from '@plotwise/ui';
import { CATALOG_SCREEN_TEXTS } from '@plotwise/contracts';
import { Carousel } from '../../../components/carousel/carousel';
import { CAROUSEL_INTERVALS_MS } from '../../../components/carousel/carousel-constants';
import { SectionMessage } from '../../../components/section-message';
import { useFeaturedBlogPosts } from '../../blog';
import { BlogCard } from '../../blog';
import { SectionHead } from './project-carousel-section';

/** The latest posts, three at a time, advancing every 5 s with more than three. */
export function BlogCarouselSection() {
  const posts = useFeaturedBlogPosts();
  if (posts.isSuccess && posts.data.length === 0) return null;
  return (
    <Section>
      <Container>
        <SectionHead>
          <div>
            <h2 id="blog-heading">{CATALOG_SCREEN_TEXTS.blogHeading}</h2>
            <p>Guides on buying plots, approvals and city markets from our team.</p>
          </div>
          <Link to="/blog">Read the blog</Link>
        </SectionHead>
        {posts.isError && <SectionMessage tone="error">{CATALOG_SCREEN_TEXTS.blogFailed}</SectionMessage>}
        {posts.isSuccess && (
          <Carousel
            label={CATALOG_SCREEN_TEXTS.blogHeading}
            items={posts.data}
            intervalMs={CAROUSEL_INTERVALS_MS.blog}
            getKey={(post) => post.slug}
            renderItem={(post) => <BlogCard post={post} />}
          />
        )}
      </Container>
    </Section>
  );
}
