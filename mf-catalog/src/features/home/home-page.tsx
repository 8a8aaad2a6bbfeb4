import { usePageMeta } from '@plotwise/ui';
import { HeroSearch } from './components/hero-search';
import { ApproachSection } from './components/approach-section';

export function HomePage() {
  usePageMeta('', 'Verified residential, commercial and agricultural plots across India.');
  return (
    <>
      <HeroSearch />
      <ApproachSection />
    </>
  );
}
