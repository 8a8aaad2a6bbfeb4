import styled from 'styled-components';
import { SHARE_TEXTS, type Project } from '@plotwise/contracts';
import { formatStartingPrice, useToast } from '@plotwise/ui';
import { ChatIcon } from '../../../components/icons';
import { pillButtonStyles } from '../../../components/pill-button';
import { useProjectUrl } from '../project-url';

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 8px;
  button, a {
    ${pillButtonStyles}
    padding: 0 14px;
  }
  svg { width: 16px; height: 16px; }
`;

type ShareProject = Pick<Project, 'id' | 'title' | 'startingPrice'>;

/** The message a shared link travels with: 'Green Valley Plots – ₹45.00 Lakhs onwards' and the page's address. */
export function shareText(project: ShareProject, url: string | null): string {
  const line = `${project.title} – ${formatStartingPrice(project.startingPrice)}`;
  return url ? `${line}\n${url}` : line;
}

/**
 * Share the project: the phone's own share sheet where the browser has one,
 * else the link copied with a toast; and a WhatsApp message to anyone with
 * the title, price and link.
 */
export function ShareActions({ project }: { project: ShareProject }) {
  const pageUrl = useProjectUrl(project.id);
  const toast = useToast();

  const copy = async (url: string) => {
    try {
      await navigator.clipboard.writeText(url);
      toast({ title: SHARE_TEXTS.copied, variant: 'success' });
    } catch {
      // No clipboard (an insecure origin, a refused permission): the link is in the toast to copy by hand.
      toast({ title: SHARE_TEXTS.copyFailed, description: url, variant: 'destructive' });
    }
  };

  const share = async () => {
    const url = pageUrl ?? window.location.href;
    if (typeof navigator.share === 'function') {
      try {
        await navigator.share({ title: project.title, text: shareText(project, null), url });
        return;
      } catch (error) {
        // The visitor closed the sheet: nothing more to do. Any other refusal falls back to copying.
        if (error instanceof DOMException && error.name === 'AbortError') return;
      }
    }
    await copy(url);
  };

  return (
    <Actions>
      <button type="button" onClick={share} data-testid="share-button">
        <svg viewBox="0 0 24 24" aria-hidden="true" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" strokeLinejoin="round">
          <circle cx="18" cy="5" r="3" /><circle cx="6" cy="12" r="3" /><circle cx="18" cy="19" r="3" /><path d="M8.6 13.5l6.8 4M15.4 6.5l-6.8 4" />
        </svg>
        {SHARE_TEXTS.share}
      </button>
      <a href={`https://wa.me/?text=${encodeURIComponent(shareText(project, pageUrl))}`} target="_blank" rel="noopener noreferrer" data-testid="share-whatsapp">
        <ChatIcon /> {SHARE_TEXTS.whatsapp}
      </a>
    </Actions>
  );
}
