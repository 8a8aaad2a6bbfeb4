import styled from 'styled-components';

const Frame = styled.div`
  display: grid;
  gap: 4px;
  font-size: .9rem;
  color: ${({ theme }) => theme.colors.muted};
  progress { width: 100%; height: 10px; accent-color: ${({ theme }) => theme.colors.brand}; }
`;

/** The words beside an upload's bar: "Uploading gate.png… 42%". */
export function uploadProgressText(what: string, fraction: number): string {
  return `Uploading ${what}… ${Math.round(Math.min(1, Math.max(0, fraction)) * 100)}%`;
}

/**
 * How far an upload has got, as a bar and a percentage, announced politely to
 * screen readers. Every upload of the site shows one (`uploadFile`'s
 * `onProgress` gives the fraction).
 */
export function UploadProgress({ what, fraction }: { what: string; fraction: number }) {
  const percent = Math.round(Math.min(1, Math.max(0, fraction)) * 100);
  const text = uploadProgressText(what, fraction);
  return (
    <Frame role="status" aria-live="polite">
      <span>{text}</span>
      <progress max={100} value={percent} aria-label={text} />
    </Frame>
  );
}
