import { FieldArray, Form, Formik } from 'formik';
import * as yup from 'yup';
import styled from 'styled-components';
// The shared singleton, not its files: the query client and the toasts are one per page.
import { Button, apiRequest, readableError, uploadFile, useQuery, useQueryClient, useToast } from '@plotwise/ui';
import {
  APPROVING_AUTHORITIES,
  APPROVING_AUTHORITY_LABELS,
  DILIGENCE_DOCUMENT_KINDS,
  DILIGENCE_LIMITS,
  DILIGENCE_TEXTS as TEXTS,
  DOCUMENT_VISIBILITIES,
  NA_STATUSES,
  NA_STATUS_LABELS,
  type DiligenceDocument,
  type DueDiligence,
} from '@plotwise/contracts';
import { SelectField, TextField } from '../fields';

const Fields = styled(Form)`
  display: grid;
  gap: 14px;
  h3 { margin: 0; }
  p { margin: 0; color: ${({ theme }) => theme.colors.muted}; font-size: .9rem; }
`;

const Document = styled.fieldset`
  display: grid;
  gap: 10px;
  grid-template-columns: repeat(auto-fit, minmax(160px, 1fr));
  align-items: end;
  border: 1px solid ${({ theme }) => theme.colors.line};
  border-radius: ${({ theme }) => theme.radius.md};
  padding: 10px;
  a { word-break: break-all; }
`;

type Values = Omit<DueDiligence, 'approvingAuthority' | 'naStatus' | 'approvingAuthorityOther' | 'approvalNumber' | 'naOrderNumber' | 'surveyNumber'> & {
  approvingAuthority: string;
  approvingAuthorityOther: string;
  approvalNumber: string;
  naStatus: string;
  naOrderNumber: string;
  surveyNumber: string;
};

/** The rules of packages/contracts `dueDiligenceInputSchema`, in its words. */
const schema = yup.object({
  approvingAuthority: yup.string().oneOf(['', ...APPROVING_AUTHORITIES], TEXTS.authorityInvalid),
  approvingAuthorityOther: yup.string().trim().max(DILIGENCE_LIMITS.otherAuthorityMax, TEXTS.otherAuthorityTooLong)
    .when('approvingAuthority', { is: 'other', then: (rule) => rule.required(TEXTS.otherAuthorityRequired) }),
  approvalNumber: yup.string().trim().max(DILIGENCE_LIMITS.numberMax, TEXTS.numberTooLong),
  naStatus: yup.string().oneOf(['', ...NA_STATUSES], TEXTS.naStatusInvalid),
  naOrderNumber: yup.string().trim().max(DILIGENCE_LIMITS.numberMax, TEXTS.numberTooLong),
  surveyNumber: yup.string().trim().max(DILIGENCE_LIMITS.surveyNumberMax, TEXTS.surveyNumberTooLong),
  documents: yup.array().max(DILIGENCE_LIMITS.documentsMax, TEXTS.tooManyDocuments),
});

const toValues = (facts: DueDiligence): Values => ({
  ...facts,
  approvingAuthority: facts.approvingAuthority ?? '',
  approvingAuthorityOther: facts.approvingAuthorityOther ?? '',
  approvalNumber: facts.approvalNumber ?? '',
  naStatus: facts.naStatus ?? '',
  naOrderNumber: facts.naOrderNumber ?? '',
  surveyNumber: facts.surveyNumber ?? '',
});

const blankToNull = (value: string) => value.trim() || null;

/** A project's due-diligence facts for its agent or an admin; documents are PDFs uploaded here, each public or on request. */
export function DueDiligenceEditor({ projectId }: { projectId: number }) {
  const path = `/api/projects/${projectId}/due-diligence`;
  const client = useQueryClient();
  const toast = useToast();
  const { data } = useQuery<DueDiligence>({ queryKey: [path] });
  if (!data) return null;
  const fields = TEXTS.fields;

  const submit = async (values: Values) => {
    try {
      const saved = await apiRequest<DueDiligence>('PUT', path, {
        approvingAuthority: values.approvingAuthority || null,
        approvingAuthorityOther: blankToNull(values.approvingAuthorityOther),
        approvalNumber: blankToNull(values.approvalNumber),
        naStatus: values.naStatus || null,
        naOrderNumber: blankToNull(values.naOrderNumber),
        surveyNumber: blankToNull(values.surveyNumber),
        documents: values.documents,
      });
      client.setQueryData([path], saved);
      toast({ title: TEXTS.saved, variant: 'success' });
    } catch (error) {
      toast({ title: TEXTS.editorTitle, description: readableError(error, TEXTS.editorTitle), variant: 'destructive' });
    }
  };

  return (
    <Formik initialValues={toValues(data)} validationSchema={schema} onSubmit={submit} enableReinitialize>
      {({ values, isSubmitting, setFieldValue }) => (
        <Fields noValidate aria-label={TEXTS.editorTitle} data-testid="diligence-editor">
          <h3>{TEXTS.editorTitle}</h3>
          <p>{TEXTS.editorHint}</p>
          <SelectField name="approvingAuthority" label={fields.approvingAuthority.label} hint={fields.approvingAuthority.help} placeholder="—"
            options={APPROVING_AUTHORITIES.map((authority) => ({ value: authority, label: APPROVING_AUTHORITY_LABELS[authority] }))} />
          {values.approvingAuthority === 'other' && (
            <TextField name="approvingAuthorityOther" label={fields.approvingAuthorityOther.label} hint={fields.approvingAuthorityOther.help} required maxLength={DILIGENCE_LIMITS.otherAuthorityMax} />
          )}
          <TextField name="approvalNumber" label={fields.approvalNumber.label} hint={fields.approvalNumber.help} maxLength={DILIGENCE_LIMITS.numberMax} />
          <SelectField name="naStatus" label={fields.naStatus.label} hint={fields.naStatus.help} placeholder="—"
            options={NA_STATUSES.map((status) => ({ value: status, label: NA_STATUS_LABELS[status] }))} />
          <TextField name="naOrderNumber" label={fields.naOrderNumber.label} hint={fields.naOrderNumber.help} maxLength={DILIGENCE_LIMITS.numberMax} />
          <TextField name="surveyNumber" label={fields.surveyNumber.label} hint={fields.surveyNumber.help} maxLength={DILIGENCE_LIMITS.surveyNumberMax} />
          <div>
            <strong>{fields.documents.label}</strong>
            <p>{fields.documents.help} {TEXTS.documentVisibilityHelp}</p>
          </div>
          <FieldArray name="documents">
            {(documents) => (
              <>
                {values.documents.map((document: DiligenceDocument, index: number) => (
                  <Document key={index}>
                    <legend>{TEXTS.documentKinds[document.kind]}</legend>
                    <SelectField name={`documents.${index}.kind`} label="Document" options={DILIGENCE_DOCUMENT_KINDS.map((kind) => ({ value: kind, label: TEXTS.documentKinds[kind] }))} />
                    <TextField name={`documents.${index}.label`} label={TEXTS.documentLabel} maxLength={DILIGENCE_LIMITS.documentLabelMax} />
                    <SelectField name={`documents.${index}.visibility`} label="Who can open it" options={DOCUMENT_VISIBILITIES.map((visibility) => ({ value: visibility, label: TEXTS.documentVisibility[visibility] }))} />
                    <a href={document.url} target="_blank" rel="noopener">{TEXTS.openDocument}</a>
                    <Button type="button" $variant="ghost" onClick={() => documents.remove(index)}>{TEXTS.removeDocument}</Button>
                  </Document>
                ))}
                {values.documents.length < DILIGENCE_LIMITS.documentsMax && (
                  <label>
                    {TEXTS.uploadDocument}{' '}
                    <input type="file" accept="application/pdf,.pdf" onChange={(event) => {
                      const file = event.target.files?.[0];
                      event.target.value = '';
                      if (!file) return;
                      uploadFile('document', file).then(
                        ({ url }) => void setFieldValue('documents', [...values.documents, { kind: values.documents.length === 0 ? 'title' : 'encumbrance', label: '', url, visibility: 'on-request' }]),
                        (error: unknown) => toast({ title: TEXTS.uploadDocument, description: readableError(error, TEXTS.documentNotUploaded), variant: 'destructive' }),
                      );
                    }} />
                  </label>
                )}
              </>
            )}
          </FieldArray>
          <Button type="submit" disabled={isSubmitting}>{TEXTS.save}</Button>
        </Fields>
      )}
    </Formik>
  );
}
