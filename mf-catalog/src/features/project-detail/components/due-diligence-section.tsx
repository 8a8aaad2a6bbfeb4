import styled from 'styled-components';
import {
  APPROVING_AUTHORITY_LABELS,
  DILIGENCE_TEXTS as TEXTS,
  INQUIRY_FORM,
  NA_STATUS_LABELS,
  type Project,
  type PublicDueDiligence,
} from '@plotwise/contracts';

const Facts = styled.dl`
  display: grid;
  gap: 14px;
  margin: 0;
  div { border-bottom: 1px solid ${({ theme }) => theme.colors.line}; padding-bottom: 12px; }
  div:last-child { border-bottom: 0; }
  dt { font-weight: 700; }
  dd { margin: 2px 0 0; }
  ul { margin: 4px 0 0; padding-left: 20px; }
`;

const Help = styled.small`
  display: block;
  margin-top: 2px;
  color: ${({ theme }) => theme.colors.muted};
`;

const Intro = styled.p`
  margin: 0 0 12px;
  color: ${({ theme }) => theme.colors.muted};
`;

const Missing = styled.span`
  color: ${({ theme }) => theme.colors.muted};
  font-style: italic;
`;

function Fact({ label, help, children }: { label: string; help: string; children: React.ReactNode }) {
  return (
    <div>
      <dt>{label}</dt>
      <dd>{children ?? <Missing>{TEXTS.notStated}</Missing>}<Help>{help}</Help></dd>
    </div>
  );
}

const joined = (...parts: (string | null)[]) => {
  const present = parts.filter(Boolean);
  return present.length > 0 ? present.join(' · ') : null;
};

/** What is known about the land's approvals and papers, each fact with a line saying what it means to a buyer. */
export function DueDiligenceSection({ project }: { project: Pick<Project, 'verified' | 'reraNumber' | 'dueDiligence' | 'id'> }) {
  const facts: PublicDueDiligence | undefined = project.dueDiligence;
  const fields = TEXTS.fields;
  const authority = facts?.approvingAuthority
    ? facts.approvingAuthority === 'other' ? facts.approvingAuthorityOther : APPROVING_AUTHORITY_LABELS[facts.approvingAuthority]
    : null;
  const stated = Boolean(facts && (facts.approvingAuthority || facts.approvalNumber || facts.naStatus || facts.surveyNumber || facts.documents.length > 0));

  return (
    <section aria-labelledby="diligence-heading" data-testid="due-diligence">
      <h2 id="diligence-heading">{TEXTS.sectionTitle}</h2>
      <Intro>{stated ? TEXTS.intro : TEXTS.nothingStated}</Intro>
      <Facts>
        <Fact label={project.verified ? TEXTS.reraVerified : TEXTS.reraNotVerified} help={project.verified ? TEXTS.reraVerifiedHelp : TEXTS.reraNotVerifiedHelp}>
          {project.reraNumber}
        </Fact>
        {stated && facts && (
          <>
            <Fact label={fields.approvingAuthority.label} help={fields.approvingAuthority.help}>{authority}</Fact>
            <Fact label={fields.approvalNumber.label} help={fields.approvalNumber.help}>{facts.approvalNumber}</Fact>
            <Fact label={fields.naStatus.label} help={fields.naStatus.help}>
              {joined(facts.naStatus ? NA_STATUS_LABELS[facts.naStatus] : null, facts.naOrderNumber ? `${fields.naOrderNumber.label}: ${facts.naOrderNumber}` : null)}
            </Fact>
            <Fact label={fields.surveyNumber.label} help={fields.surveyNumber.help}>{facts.surveyNumber}</Fact>
            <Fact label={fields.documents.label} help={fields.documents.help}>
              {facts.documents.length > 0 ? (
                <ul>
                  {facts.documents.map((document, index) => {
                    const name = document.label ? `${TEXTS.documentKinds[document.kind]}: ${document.label}` : TEXTS.documentKinds[document.kind];
                    return (
                      <li key={index}>
                        {document.url ? (
                          <a href={document.url} target="_blank" rel="noopener">{name} ({TEXTS.openDocument})</a>
                        ) : (
                          <>{name} — {TEXTS.documentVisibility['on-request']}. <a href={`#${INQUIRY_FORM.section}`}>{TEXTS.askForDocument}</a></>
                        )}
                      </li>
                    );
                  })}
                </ul>
              ) : null}
            </Fact>
          </>
        )}
      </Facts>
    </section>
  );
}
