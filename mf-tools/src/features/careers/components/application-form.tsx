import { FormikProvider, useFormik } from 'formik';
import { forwardRef, useEffect, useImperativeHandle, useRef, useState, type ChangeEvent, type FormEvent } from 'react';
import * as yup from 'yup';
import { CAREERS_TEXTS, JOB_APPLICATION_LIMITS, type Job, isIndianPhone, EMAIL_PATTERN } from '@plotwise/contracts';
import { ApiError, Button, HoneypotField, honeypotOf, SentPanel, uploadFile, useFocusFirstError, useToast } from '@plotwise/ui';
import { FieldFrame, FieldGrid, SelectField, showServerFieldErrors, SignedInPrefill, TextField } from '@plotwise/ui/forms';
import { useSubmitApplication } from '../api/jobs';
import { RESUME_ACCEPT, resumeProblem } from '../resume-rules';

export const OPEN_APPLICATION = 'Open application';

export const applicationSchema = yup.object({
  name: yup.string().trim().required(CAREERS_TEXTS.requiredFields).max(JOB_APPLICATION_LIMITS.name, CAREERS_TEXTS.nameTooLong),
  email: yup.string().trim().required(CAREERS_TEXTS.requiredFields).max(JOB_APPLICATION_LIMITS.email, CAREERS_TEXTS.emailInvalid).matches(EMAIL_PATTERN, { message: CAREERS_TEXTS.emailInvalid, excludeEmptyString: true }),
  position: yup.string().trim().required(CAREERS_TEXTS.requiredFields).max(JOB_APPLICATION_LIMITS.position, CAREERS_TEXTS.positionTooLong),
  phone: yup.string().trim().max(JOB_APPLICATION_LIMITS.phone, CAREERS_TEXTS.phoneInvalid).test('indian-phone', CAREERS_TEXTS.phoneInvalid, (value) => !value || isIndianPhone(value)),
  message: yup.string().trim().max(JOB_APPLICATION_LIMITS.message, CAREERS_TEXTS.messageTooLong),
});

type Values = yup.InferType<typeof applicationSchema>;
const EMPTY: Values = { name: '', email: '', position: '', phone: '', message: '' };

interface ApplicationFormProps {
  jobs: Job[];
  /** Chosen by a job's Apply button (a new object each click). */
  chosen: { position: string } | null;
}

/** The careers application: the resume is uploaded first, then linked by resumeUrl. */
export const ApplicationForm = forwardRef<HTMLDivElement, ApplicationFormProps>(function ApplicationForm({ jobs, chosen }, ref) {
  const toast = useToast();
  const submit = useSubmitApplication();
  const [resume, setResume] = useState<File | null>(null);
  const [resumeError, setResumeError] = useState<string | null>(null);
  const [honeypot, setHoneypot] = useState('');
  /** Share of the resume sent, while it uploads. */
  const [uploaded, setUploaded] = useState<number | null>(null);
  const fileInput = useRef<HTMLInputElement>(null);
  const formRef = useRef<HTMLFormElement>(null);
  // The page scrolls to this box when a job's Apply is chosen, whether it holds the form or the sent note.
  const boxRef = useRef<HTMLDivElement>(null);
  const [sent, setSent] = useState(false);
  useImperativeHandle(ref, () => boxRef.current!, []);
  useFocusFirstError(formRef);

  const formik = useFormik<Values>({
    initialValues: EMPTY,
    validationSchema: applicationSchema,
    onSubmit: async (values, helpers) => {
      try {
        const resumeUrl = resume ? (await uploadFile('resume', resume, setUploaded)).url : '';
        setUploaded(null);
        await submit.mutateAsync({
          name: values.name.trim(),
          email: values.email.trim(),
          position: values.position.trim(),
          phone: values.phone?.trim() ?? '',
          message: values.message?.trim() ?? '',
          resumeUrl,
          ...honeypotOf(honeypot),
        });
        toast({ title: CAREERS_TEXTS.submitted, description: CAREERS_TEXTS.submittedDescription, variant: 'success' });
        helpers.resetForm({ values: EMPTY });
        setSent(true);
        setResume(null);
        if (fileInput.current) fileInput.current.value = '';
      } catch (error) {
        setUploaded(null);
        showServerFieldErrors(error, helpers, Object.keys(EMPTY), formRef.current);
        if (error instanceof ApiError) {
          toast({ title: CAREERS_TEXTS.failed, description: error.serverMessage ?? CAREERS_TEXTS.somethingWrong, variant: 'destructive' });
        } else {
          toast({ title: CAREERS_TEXTS.somethingWrong, variant: 'destructive' });
        }
      }
    },
  });

  const { setFieldValue } = formik;
  useEffect(() => {
    if (!chosen) return;
    setSent(false);
    void setFieldValue('position', chosen.position, false);
  }, [chosen, setFieldValue]);

  const onResume = (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0] ?? null;
    if (!file) {
      setResume(null);
      setResumeError(null);
      return;
    }
    const problem = resumeProblem(file);
    if (problem) {
      toast({ title: problem, variant: 'destructive' });
      setResumeError(problem);
      setResume(null);
      event.target.value = '';
      return;
    }
    setResumeError(null);
    setResume(file);
  };

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    const errors = await formik.validateForm();
    if (Object.keys(errors).length > 0) {
      void formik.setTouched({ name: true, email: true, position: true }, false);
      const messages = Object.values(errors) as string[];
      toast({ title: messages.includes(CAREERS_TEXTS.requiredFields) ? CAREERS_TEXTS.requiredFields : messages[0]!, variant: 'destructive' });
      return;
    }
    await formik.submitForm();
  };

  return (
    <div ref={boxRef}>
      {sent ? (
        <SentPanel title={CAREERS_TEXTS.submitted} description={CAREERS_TEXTS.submittedDescription} againLabel={CAREERS_TEXTS.applyAgain} onAgain={() => setSent(false)} />
      ) : (
        <FormikProvider value={formik}>
          <form ref={formRef} id="apply" onSubmit={onSubmit} noValidate aria-label="Job application" style={{ display: 'grid', gap: 16 }}>
            <FieldGrid>
              <SignedInPrefill />
              <TextField name="name" label="Full name" autoComplete="name" required />
              <TextField name="email" label="Email" type="email" autoComplete="email" required />
            </FieldGrid>
            <FieldGrid>
              <SelectField name="position" label="Position" required>
                <option value="">Choose a position</option>
                {jobs.map((job) => <option key={job.id} value={job.title}>{job.title}</option>)}
                <option value={OPEN_APPLICATION}>{OPEN_APPLICATION}</option>
              </SelectField>
              <TextField name="phone" label="Phone" type="tel" autoComplete="tel" inputMode="tel" />
            </FieldGrid>
            <TextField name="message" label="Why Plotwise? (cover note)" multiline />
            <FieldFrame>
              <label htmlFor="resume">Resume (PDF or Word, up to 2MB)</label>
              <input ref={fileInput} id="resume" type="file" accept={RESUME_ACCEPT} onChange={onResume} aria-invalid={Boolean(resumeError)} aria-describedby="resume-status" />
              {resumeError
                ? <p className="field-error" role="alert" id="resume-status">{resumeError}</p>
                : <p className="field-hint" id="resume-status">{resume ? `Attached: ${resume.name}` : 'Optional, but it helps us reply faster.'}</p>}
            </FieldFrame>
            <HoneypotField value={honeypot} onChange={setHoneypot} />
            <div>
              <Button type="submit" disabled={formik.isSubmitting}>
                {uploaded !== null ? `Uploading resume… ${Math.round(uploaded * 100)}%` : formik.isSubmitting ? 'Submitting…' : 'Submit Application'}
              </Button>
            </div>
          </form>
        </FormikProvider>
      )}
    </div>
  );
});
