import { useEffect, useRef, useState, type ChangeEvent } from 'react';
import styled from 'styled-components';
import { PLOT_SUBMISSION_LIMITS, SUBMIT_PROPERTY_TEXTS as TEXTS } from '@plotwise/contracts';
import { useToast } from '@plotwise/ui';
import { pickImages, type Rejection } from '../image-rules';

export interface ChosenImage {
  key: string;
  file: File;
  previewUrl: string;
  /** Set once uploaded, so a retried submission does not upload it again. */
  uploadedUrl?: string;
}

const Picker = styled.div`
  display: grid;
  gap: 12px;
`;

const DropZone = styled.label`
  display: grid;
  place-items: center;
  gap: 6px;
  padding: 24px 16px;
  border: 2px dashed ${({ theme }) => theme.colors.line};
  border-radius: ${({ theme }) => theme.radius.lg};
  background: ${({ theme }) => theme.colors.page};
  text-align: center;
  cursor: pointer;
  strong { color: ${({ theme }) => theme.colors.brand}; }
  span { color: ${({ theme }) => theme.colors.muted}; font-size: .9rem; }
  &:focus-within { outline: 2px solid ${({ theme }) => theme.colors.brand}; }
  input { position: absolute; width: 1px; height: 1px; opacity: 0; }
`;

const Previews = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  display: grid;
  gap: 10px;
  grid-template-columns: repeat(auto-fill, minmax(120px, 1fr));
  li { position: relative; border-radius: ${({ theme }) => theme.radius.md}; overflow: hidden; border: 1px solid ${({ theme }) => theme.colors.line}; }
  img { display: block; width: 100%; aspect-ratio: 4 / 3; object-fit: cover; background: ${({ theme }) => theme.colors.page}; }
  span { display: block; padding: 4px 6px; font-size: .8rem; white-space: nowrap; overflow: hidden; text-overflow: ellipsis; }
  button {
    position: absolute; top: 4px; right: 4px; width: 32px; height: 32px; border-radius: 50%;
    border: 0; background: rgba(15, 23, 42, .75); color: #fff; cursor: pointer; font-size: 1.1rem; line-height: 1;
  }
`;

const Problems = styled.ul`
  margin: 0;
  padding-left: 18px;
  color: ${({ theme }) => theme.colors.danger};
  font-size: .9rem;
`;

let nextKey = 0;

function previewOf(file: File): string {
  return typeof URL.createObjectURL === 'function' ? URL.createObjectURL(file) : '';
}

function release(image: ChosenImage): void {
  if (image.previewUrl && typeof URL.revokeObjectURL === 'function') URL.revokeObjectURL(image.previewUrl);
}

interface ImagePickerProps {
  images: ChosenImage[];
  onChange: (images: ChosenImage[]) => void;
  disabled?: boolean;
}

/** Up to five JPEG or PNG photos of 5 MB at most, checked as they are picked, with previews and removal. */
export function ImagePicker({ images, onChange, disabled }: ImagePickerProps) {
  const toast = useToast();
  const [rejections, setRejections] = useState<Rejection[]>([]);
  const latest = useRef(images);
  latest.current = images;

  useEffect(() => () => latest.current.forEach(release), []);

  const onPick = async (event: ChangeEvent<HTMLInputElement>) => {
    const files = Array.from(event.target.files ?? []);
    event.target.value = '';
    if (files.length === 0) return;
    const { accepted, rejections: refused } = await pickImages(files, latest.current.length);
    setRejections(refused);
    if (accepted.length > 0) {
      onChange([...latest.current, ...accepted.map((file) => ({ key: `image-${(nextKey += 1)}`, file, previewUrl: previewOf(file) }))]);
    }
    // One toast at a time: a refusal matters more than the files that made it.
    const first = refused[0];
    if (first) toast({ title: first.title, description: first.description, variant: 'destructive' });
    else toast({ title: TEXTS.filesUploadedTitle, description: TEXTS.filesUploaded(accepted.length), variant: 'success' });
  };

  const remove = (image: ChosenImage) => {
    release(image);
    onChange(latest.current.filter((item) => item.key !== image.key));
  };

  const full = images.length >= PLOT_SUBMISSION_LIMITS.maxImages;
  return (
    <Picker>
      <DropZone htmlFor="plot-images" aria-disabled={disabled || full}>
        <strong>{full ? 'Maximum of 5 images chosen' : 'Choose photos'}</strong>
        <span>JPEG or PNG, up to 5MB each, at most 5 images ({images.length}/5 chosen)</span>
        <input id="plot-images" type="file" accept="image/jpeg,image/png" multiple onChange={onPick} disabled={disabled || full} aria-label="Property images" />
      </DropZone>
      {rejections.length > 0 && (
        <Problems role="alert" aria-label="Images not added">
          {rejections.map((rejection) => <li key={rejection.description}>{rejection.title}: {rejection.description}</li>)}
        </Problems>
      )}
      {images.length > 0 && (
        <Previews aria-label="Chosen images">
          {images.map((image, index) => (
            <li key={image.key}>
              <img src={image.previewUrl || undefined} alt={`Preview ${index + 1}: ${image.file.name}`} />
              <span>{index === 0 ? 'Cover · ' : ''}{image.file.name}</span>
              <button type="button" onClick={() => remove(image)} aria-label={`Remove ${image.file.name}`} disabled={disabled}>×</button>
            </li>
          ))}
        </Previews>
      )}
    </Picker>
  );
}
