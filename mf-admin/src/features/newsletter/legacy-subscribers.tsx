import { useState } from 'react';
import { NEWSLETTER_RECONFIRM_TEXTS as TEXTS, NEWSLETTER_ISSUE_TEXTS, type NewsletterReconfirmResponse, type NewsletterReconfirmStatus } from '@plotwise/contracts';
import { Button, ConfirmDialog, apiRequest, readableError, useQuery, useQueryClient, useToast } from '@plotwise/ui';

const RECONFIRM_PATH = '/api/admin/newsletter/reconfirm';

/** Subscribers from before double opt-in: how many wait, how many were asked, and one button to ask the rest. */
export function LegacySubscribers() {
  const toast = useToast();
  const client = useQueryClient();
  const { data } = useQuery<NewsletterReconfirmStatus>({ queryKey: [RECONFIRM_PATH] });
  const [confirming, setConfirming] = useState(false);
  const [busy, setBusy] = useState(false);
  if (!data || (data.waiting === 0 && data.asked === 0)) return null;
  const ask = async () => {
    setBusy(true);
    try {
      const answer = await apiRequest<NewsletterReconfirmResponse>('POST', RECONFIRM_PATH, {});
      client.setQueryData<NewsletterReconfirmStatus>([RECONFIRM_PATH], { waiting: answer.waiting, asked: answer.asked });
      toast({ title: answer.message, variant: 'success' });
    } catch (error) {
      toast({ title: NEWSLETTER_ISSUE_TEXTS.failed, description: readableError(error, NEWSLETTER_ISSUE_TEXTS.failed), variant: 'destructive' });
    } finally {
      setBusy(false);
      setConfirming(false);
    }
  };
  return (
    <section aria-labelledby="legacy-subscribers">
      <h2 id="legacy-subscribers">{TEXTS.title}</h2>
      <p>{TEXTS.explain}</p>
      <p role="status">{TEXTS.waiting(data.waiting)} · {TEXTS.asked(data.asked)}</p>
      <Button type="button" $variant="secondary" disabled={busy || data.waiting === 0} onClick={() => setConfirming(true)}>{TEXTS.ask}</Button>
      <ConfirmDialog title={TEXTS.ask} open={confirming} confirmLabel={TEXTS.ask} busy={busy} onConfirm={() => void ask()} onClose={() => setConfirming(false)}>
        <p>{TEXTS.askConfirm(data.waiting)}</p>
      </ConfirmDialog>
    </section>
  );
}
