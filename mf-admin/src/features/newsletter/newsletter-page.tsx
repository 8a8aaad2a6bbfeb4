import { useState } from 'react';
import styled from 'styled-components';
import {
  NEWSLETTER_ISSUE_LIMITS as LIMITS, NEWSLETTER_ISSUE_TEXTS as TEXTS, newsletterIssuePayloadSchema,
  type NewsletterIssue, type NewsletterIssueList, type NewsletterSendResponse,
} from '@plotwise/contracts';
import { Button, ConfirmDialog, apiRequest, formatDateIN, readableError, useQuery, useQueryClient, useToast } from '@plotwise/ui';
import { AdminPage } from '../../components/admin-page';
import { IssuePreview } from './issue-preview';
import { LegacySubscribers } from './legacy-subscribers';

const ISSUES_PATH = '/api/admin/newsletter/issues';

const Editor = styled.form`
  display: grid;
  gap: 12px;
  max-width: 760px;
  margin-bottom: 24px;
  label { display: grid; gap: 4px; font-weight: 600; }
  input, textarea { font: inherit; padding: 8px 10px; border: 1px solid ${({ theme }) => theme.colors.line}; border-radius: ${({ theme }) => theme.radius.sm}; }
  textarea { min-height: 220px; }
  .hint { font-weight: 400; color: ${({ theme }) => theme.colors.muted}; font-size: .9rem; }
  .row { display: flex; flex-wrap: wrap; gap: 8px; }
`;

const Issues = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  display: grid;
  gap: 8px;
  li { display: flex; flex-wrap: wrap; justify-content: space-between; gap: 8px; padding: 10px 14px; border: 1px solid ${({ theme }) => theme.colors.line}; border-radius: ${({ theme }) => theme.radius.md}; }
  button { font: inherit; background: none; border: 0; padding: 0; color: ${({ theme }) => theme.colors.brandDark}; font-weight: 600; cursor: pointer; text-align: left; }
`;

/** /admin/newsletter: write an issue, preview it as sent, send a test to oneself, then to every confirmed subscriber. */
export default function NewsletterPage() {
  const toast = useToast();
  const client = useQueryClient();
  const { data } = useQuery<NewsletterIssueList>({ queryKey: [ISSUES_PATH] });
  const [draft, setDraft] = useState<{ id: number | null; subject: string; body: string }>({ id: null, subject: '', body: '' });
  const [preview, setPreview] = useState(false);
  const [confirming, setConfirming] = useState(false);
  const [busy, setBusy] = useState(false);
  const current = data?.items.find((issue) => issue.id === draft.id) ?? null;
  const sent = Boolean(current?.sentAt);
  const refresh = () => client.invalidateQueries({ queryKey: [ISSUES_PATH] });
  const fail = (error: unknown) => toast({ title: TEXTS.failed, description: readableError(error, TEXTS.failed), variant: 'destructive' });

  /** Saves the draft (the API checks the same rules) and returns its id. */
  const saveDraft = async (): Promise<number | null> => {
    const checked = newsletterIssuePayloadSchema.safeParse({ subject: draft.subject, body: draft.body });
    if (!checked.success) {
      toast({ title: checked.error.issues[0]?.message ?? TEXTS.failed, variant: 'destructive' });
      return null;
    }
    const issue = draft.id
      ? await apiRequest<NewsletterIssue>('PUT', `${ISSUES_PATH}/${draft.id}`, checked.data)
      : await apiRequest<NewsletterIssue>('POST', ISSUES_PATH, checked.data);
    setDraft({ id: issue.id, subject: issue.subject, body: issue.body });
    await refresh();
    return issue.id;
  };
  const run = async (work: () => Promise<void>) => {
    setBusy(true);
    try {
      await work();
    } catch (error) {
      fail(error);
    } finally {
      setBusy(false);
    }
  };
  const sendTest = () => run(async () => {
    const id = await saveDraft();
    if (!id) return;
    const { message } = await apiRequest<{ message: string }>('POST', `${ISSUES_PATH}/${id}/test`, {});
    toast({ title: message, variant: 'success' });
  });
  const sendAll = () => run(async () => {
    setConfirming(false);
    const id = await saveDraft();
    if (!id) return;
    const { message } = await apiRequest<NewsletterSendResponse>('POST', `${ISSUES_PATH}/${id}/send`, {});
    toast({ title: message, variant: 'success' });
    await refresh();
  });

  return (
    <AdminPage title={TEXTS.tab} subtitle={data ? TEXTS.confirmedCount(data.confirmedSubscribers) : undefined}>
      <Editor aria-label={TEXTS.writeTitle} onSubmit={(event) => { event.preventDefault(); void run(async () => { await saveDraft(); }); }}>
        <h2>{TEXTS.writeTitle}</h2>
        <label>
          {TEXTS.subjectLabel}
          <input value={draft.subject} maxLength={LIMITS.subject} readOnly={sent} onChange={(event) => setDraft({ ...draft, subject: event.target.value })} />
        </label>
        <label>
          {TEXTS.bodyLabel}
          <span className="hint">{TEXTS.bodyHint}</span>
          <textarea value={draft.body} maxLength={LIMITS.body} readOnly={sent} onChange={(event) => setDraft({ ...draft, body: event.target.value })} />
        </label>
        <div className="row">
          <Button type="submit" $variant="secondary" disabled={busy || sent}>{TEXTS.saveDraft}</Button>
          <Button type="button" $variant="secondary" aria-pressed={preview} onClick={() => setPreview(!preview)}>{TEXTS.preview}</Button>
          <Button type="button" $variant="secondary" disabled={busy} onClick={() => void sendTest()}>{TEXTS.sendTest}</Button>
          <Button type="button" disabled={busy || sent} onClick={() => setConfirming(true)}>{TEXTS.send}</Button>
        </div>
        {current?.sentAt && <p role="status">{TEXTS.sentCount(current.delivered, current.recipients)}</p>}
      </Editor>
      {preview && <IssuePreview subject={draft.subject} body={draft.body} />}
      <ConfirmDialog title={TEXTS.send} open={confirming} confirmLabel={TEXTS.send} busy={busy} onConfirm={() => void sendAll()} onClose={() => setConfirming(false)}>
        <p>{TEXTS.sendConfirm(data?.confirmedSubscribers ?? 0)}</p>
      </ConfirmDialog>
      <h2>{TEXTS.issuesTitle}</h2>
      {data && data.items.length === 0 && <p>{TEXTS.noIssues}</p>}
      {data && data.items.length > 0 && (
        <Issues>
          {data.items.map((issue) => (
            <li key={issue.id}>
              <button type="button" onClick={() => setDraft({ id: issue.id, subject: issue.subject, body: issue.body })}>{issue.subject}</button>
              <span>{issue.sentAt ? `${formatDateIN(issue.sentAt)} · ${TEXTS.sentCount(issue.delivered, issue.recipients)}` : TEXTS.draft}</span>
            </li>
          ))}
        </Issues>
      )}
      <LegacySubscribers />
    </AdminPage>
  );
}
