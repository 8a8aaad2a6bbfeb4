import { PROJECT_CSV_TEMPLATE_FILE_NAME, projectCsvTemplate } from '@plotwise/contracts';

/** Saves the CSV template (generated here, from the importer's own column list) as a download. */
export function downloadCsvTemplate(): void {
  const blob = new Blob([projectCsvTemplate()], { type: 'text/csv;charset=utf-8' });
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = PROJECT_CSV_TEMPLATE_FILE_NAME;
  document.body.appendChild(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}
