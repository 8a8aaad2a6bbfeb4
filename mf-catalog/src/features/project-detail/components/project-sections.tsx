import styled from 'styled-components';
import { CATALOG_SCREEN_TEXTS, type LinkedFile, type Project } from '@plotwise/contracts';
import { formatFileFacts } from '@plotwise/ui';
import { CheckIcon, DocumentIcon } from '../../../components/icons';
import { pillListStyles, pillStyles } from '../../../components/pill-button';

const Chips = styled.ul`
  ${pillListStyles}
  li {
    ${pillStyles}
    padding: 6px 12px;
    background: ${({ theme }) => theme.colors.surface};
    border: 1px solid ${({ theme }) => theme.colors.line};
  }
  svg { color: ${({ theme }) => theme.colors.success}; width: 16px; height: 16px; }
`;

const Specifications = styled.dl`
  margin: 0;
  display: grid;
  gap: 12px;
  dt { font-weight: 700; color: ${({ theme }) => theme.colors.ink}; }
  dd { margin: 2px 0 0; }
`;

const Documents = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  display: flex;
  flex-wrap: wrap;
  gap: 10px;
  a {
    display: inline-flex;
    align-items: center;
    gap: 8px;
    min-height: 44px;
    padding: 0 16px;
    border-radius: ${({ theme }) => theme.radius.md};
    border: 1px solid ${({ theme }) => theme.colors.brand};
    font-weight: 600;
    text-decoration: none;
  }
`;

const FileFacts = styled.span`
  font-weight: 400;
  color: ${({ theme }) => theme.colors.muted};
`;

/** A document's link with its type and size beside it when the site stores it ('PDF, 2.4 MB'). */
function DocumentLink({ href, label, file }: { href: string; label: string; file: LinkedFile | null | undefined }) {
  return (
    <a href={href} target="_blank" rel="noopener noreferrer">
      <DocumentIcon /> {label}{file && <FileFacts>({formatFileFacts(file)})</FileFacts>}
    </a>
  );
}

/** Amenities, specifications, approvals and documents, each shown only when the project has some. */
export function ProjectSections({ project }: { project: Project }) {
  return (
    <>
      {project.amenities.length > 0 && (
        <section aria-labelledby="amenities-heading">
          <h2 id="amenities-heading">Amenities</h2>
          <Chips>{project.amenities.map((amenity) => <li key={amenity}><CheckIcon />{amenity}</li>)}</Chips>
        </section>
      )}

      {project.specifications.length > 0 && (
        <section aria-labelledby="specifications-heading">
          <h2 id="specifications-heading">Specifications</h2>
          <Specifications>
            {project.specifications.map((specification, index) => (
              <div key={index}><dt>{specification.title}</dt><dd>{specification.details}</dd></div>
            ))}
          </Specifications>
        </section>
      )}

      {project.approvals.length > 0 && (
        <section aria-labelledby="approvals-heading">
          <h2 id="approvals-heading">Approvals</h2>
          <Chips>{project.approvals.map((approval) => <li key={approval}><CheckIcon />{approval}</li>)}</Chips>
        </section>
      )}

      {(project.brochureUrl || project.layoutMapUrl) && (
        <section aria-labelledby="documents-heading">
          <h2 id="documents-heading">Documents</h2>
          <Documents>
            {project.brochureUrl && (
              <li><DocumentLink href={project.brochureUrl} label={CATALOG_SCREEN_TEXTS.downloadBrochure} file={project.brochureFile} /></li>
            )}
            {project.layoutMapUrl && (
              <li><DocumentLink href={project.layoutMapUrl} label={CATALOG_SCREEN_TEXTS.viewLayoutMap} file={project.layoutMapFile} /></li>
            )}
          </Documents>
        </section>
      )}
    </>
  );
}
