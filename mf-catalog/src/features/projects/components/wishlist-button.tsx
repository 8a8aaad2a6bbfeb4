import styled from 'styled-components';
import { WISHLIST_TEXTS } from '@plotwise/contracts';
import { useToast } from '@plotwise/ui';
import { useToggleWishlist, useWishlistIds } from '../api/wishlist';

const Heart = styled.button<{ $saved: boolean }>`
  width: 40px;
  height: 40px;
  border-radius: 50%;
  border: 0;
  display: inline-flex;
  align-items: center;
  justify-content: center;
  background: rgba(255, 255, 255, .94);
  box-shadow: 0 2px 8px rgba(15, 23, 42, .2);
  color: ${({ $saved, theme }) => ($saved ? theme.colors.danger : theme.colors.ink)};
  cursor: pointer;
  svg { width: 20px; height: 20px; }
  &:hover { transform: scale(1.06); }
  &:disabled { opacity: .7; cursor: progress; }
`;

/**
 * The card's heart. Signed in, it saves or removes the project with a toast;
 * a visitor is told to log in, with the way there in the toast.
 */
export function WishlistButton({ projectId, projectTitle }: { projectId: number; projectTitle: string }) {
  const toast = useToast();
  const { ids, signedIn } = useWishlistIds();
  const toggle = useToggleWishlist();
  const saved = ids.has(projectId);

  const onClick = () => {
    if (!signedIn) {
      toast({ title: WISHLIST_TEXTS.signInToSave, action: { label: 'Log in', href: '/login' } });
      return;
    }
    toggle.mutate(
      { projectId, saved },
      {
        onSuccess: () => toast({ title: saved ? WISHLIST_TEXTS.removed : WISHLIST_TEXTS.added, description: projectTitle, variant: 'success' }),
        onError: () => toast({ title: WISHLIST_TEXTS.failed, variant: 'destructive' }),
      },
    );
  };

  return (
    <Heart
      type="button"
      $saved={saved}
      aria-pressed={saved}
      aria-label={saved ? `Remove ${projectTitle} from your wishlist` : `Save ${projectTitle} to your wishlist`}
      disabled={toggle.isPending}
      onClick={onClick}
    >
      <svg viewBox="0 0 24 24" aria-hidden="true" fill={saved ? 'currentColor' : 'none'} stroke="currentColor" strokeWidth="2">
        <path d="M12 21s-7.5-4.6-9.6-9.3C1 8.4 3.1 4.5 6.9 4.5c2.1 0 3.6 1.1 5.1 2.9 1.5-1.8 3-2.9 5.1-2.9 3.8 0 5.9 3.9 4.5 7.2C19.5 16.4 12 21 12 21z" strokeLinejoin="round" />
      </svg>
    </Heart>
  );
}
