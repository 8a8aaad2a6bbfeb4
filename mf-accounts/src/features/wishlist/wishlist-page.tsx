import { ButtonLink, Card, Link, PageSkeleton, readableError, useToast } from '@plotwise/ui';
import styled from 'styled-components';
import { WISHLIST_TEXTS, type Project } from '@plotwise/contracts';
import { AccountPage } from '../../components/account-page';
import { useSignedInPage } from '../../lib/use-require-session';
import { useRemoveFromWishlist, useWishlist } from './api/wishlist';
import { SavedProjectCard } from './components/saved-project-card';

const Page = styled(AccountPage)`
  h1 { margin: 0; }
  header p { margin: 4px 0 0; color: ${({ theme }) => theme.colors.muted}; }
`;

const Grid = styled.div`
  display: grid;
  gap: 20px;
  grid-template-columns: repeat(auto-fill, minmax(260px, 1fr));
`;

const Notice = styled(Card)`
  padding: 32px;
  text-align: center;
  display: grid;
  gap: 16px;
  justify-items: center;
  p { margin: 0; }
`;

/** `/wishlist`: the projects the signed-in person saved. */
export function WishlistPage() {
  const user = useSignedInPage('My Wishlist');
  const toast = useToast();
  const wishlist = useWishlist({ enabled: Boolean(user) });
  const remove = useRemoveFromWishlist();

  if (!user) return <PageSkeleton />;

  const removeProject = (project: Project) =>
    remove.mutate(project.id, {
      onSuccess: () => toast({ title: WISHLIST_TEXTS.removed, description: project.title, variant: 'success' }),
      onError: (error) => toast({ title: WISHLIST_TEXTS.failed, description: readableError(error, ''), variant: 'destructive' }),
    });

  const items = wishlist.data?.items ?? [];
  return (
    <Page>
      <header>
        <h1>My Wishlist</h1>
        {items.length > 0 && <p>{items.length === 1 ? '1 saved project' : `${items.length} saved projects`}</p>}
      </header>
      {wishlist.isLoading && <PageSkeleton />}
      {wishlist.isError && (
        <Notice role="alert">
          <p>{WISHLIST_TEXTS.loadFailed}</p>
          <ButtonLink as="button" type="button" onClick={() => wishlist.refetch()}>Try again</ButtonLink>
        </Notice>
      )}
      {wishlist.isSuccess && items.length === 0 && (
        <Notice>
          <p>{WISHLIST_TEXTS.empty}</p>
          <ButtonLink as={Link} to="/projects">Browse Projects</ButtonLink>
        </Notice>
      )}
      {items.length > 0 && (
        <Grid>
          {items.map((project) => (
            <SavedProjectCard key={project.id} project={project} onRemove={removeProject} removing={remove.isPending && remove.variables === project.id} />
          ))}
        </Grid>
      )}
    </Page>
  );
}
