import { toCsv } from '../projects/csv';
import type { PlotInput } from './schemas';

/**
 * The plot inventory CSV: ONE list of columns that the importer reads and the
 * template is written from. Each is a field of `plotInputSchema`, with the
 * example cell the template's second row shows.
 */
export const PLOT_CSV_COLUMN_DEFINITIONS = [
  { name: 'plotNumber', example: 'A-12' },
  { name: 'size', example: '1200' },
  { name: 'sizeUnit', example: 'sq.ft' },
  { name: 'facing', example: 'NE' },
  { name: 'corner', example: 'yes' },
  { name: 'roadWidthFt', example: '30' },
  { name: 'price', example: '2400000' },
  { name: 'status', example: 'available' },
] as const satisfies readonly { name: keyof PlotInput; example: string }[];

/** The inventory CSV's columns, in the template's order. */
export const PLOT_CSV_COLUMNS = PLOT_CSV_COLUMN_DEFINITIONS.map((column) => column.name);
export const REQUIRED_PLOT_CSV_COLUMNS = ['plotNumber', 'size', 'sizeUnit'] as const;

/** The template: the header row and one example row. */
export function plotCsvTemplate(): string {
  return toCsv([PLOT_CSV_COLUMN_DEFINITIONS.map((column) => column.name), PLOT_CSV_COLUMN_DEFINITIONS.map((column) => column.example)]);
}

export const PLOT_CSV_TEMPLATE_FILE_NAME = 'plotwise-plots-template.csv';
