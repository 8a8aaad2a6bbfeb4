import type { Knex } from 'knex';
import {
  FACINGS,
  SQ_FT_PER_AREA_UNIT,
  type ApprovingAuthority,
  type DiligenceDocument,
  type PlotInput,
  type PlotStatus,
} from '@plotwise/contracts';
import { Project } from '../models';
import { saveFile } from '../../storage';
import { refreshPlotCounts } from '../../plugins/plots/plot-service';
import { createRandom, seedOf } from './prng';

/** Who approves layouts around each demo city; elsewhere the state's DTCP. */
const AUTHORITY_BY_CITY: Record<string, ApprovingAuthority> = { Pune: 'PMRDA', Bangalore: 'BMRDA', Hyderabad: 'HMDA', Mumbai: 'CIDCO' };
const ROAD_WIDTHS = [30, 30, 40, 40, 60];

/** A one-page PDF saying what it is: the demo's title deed and encumbrance certificate. */
function demoPdf(line: string): Buffer {
  const text = line.replace(/[()\\]/g, '');
  const stream = `BT /F1 14 Tf 60 760 Td (${text}) Tj 0 -24 Td (Demo document: not a real record.) Tj ET`;
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 612 792] /Contents 4 0 R /Resources << /Font << /F1 5 0 R >> >> >>',
    `<< /Length ${stream.length} >>\nstream\n${stream}\nendstream`,
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>',
  ];
  let body = '%PDF-1.4\n';
  const offsets = objects.map((object, index) => {
    const offset = body.length;
    body += `${index + 1} 0 obj\n${object}\nendobj\n`;
    return offset;
  });
  const xref = body.length;
  body += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n${offsets.map((offset) => `${String(offset).padStart(10, '0')} 00000 n \n`).join('')}`;
  body += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return Buffer.from(body, 'latin1');
}

/** Plots numbered along the layout's roads, mostly of the project's own sizes, priced from its rate. */
function demoPlots(project: Project, random: ReturnType<typeof createRandom>): PlotInput[] {
  const sizes = project.plotSizes.filter((size) => size.unit !== 'hectare');
  const smallest = sizes[0];
  if (!smallest || project.startingPrice === null) return [];
  const ratePerSqFt = project.startingPrice / (smallest.size * SQ_FT_PER_AREA_UNIT[smallest.unit]);
  const count = random.int(14, 32);
  const sold = random.int(1, Math.floor(count / 4));
  const booked = random.int(2, Math.floor(count / 3));
  return Array.from({ length: count }, (_, index) => {
    const size = random.pick(sizes);
    const corner = index % 7 === 0 || index % 7 === 6;
    const status: PlotStatus = index < sold ? 'sold' : index < sold + booked ? 'booked' : 'available';
    const sqFt = size.size * SQ_FT_PER_AREA_UNIT[size.unit];
    // Corner plots sell at a premium; a few are priced on request.
    const price = random.chance(0.1) ? null : Math.round((sqFt * ratePerSqFt * (corner ? 1.08 : 1)) / 1000) * 1000;
    return {
      plotNumber: String(index + 1),
      size: size.size,
      sizeUnit: size.unit as PlotInput['sizeUnit'],
      facing: random.pick(FACINGS),
      corner,
      roadWidthFt: random.pick(ROAD_WIDTHS),
      price,
      status,
    };
  }).sort(() => random.next() - 0.5).map((plot, index) => ({ ...plot, plotNumber: String(index + 1) }));
}

/**
 * Plot inventories for the plotted (residential and commercial) demo projects,
 * and due-diligence facts on five projects in six, with a title deed shown to
 * all and an encumbrance certificate kept on request.
 */
export async function insertDemoPlotsAndFacts(trx: Knex.Transaction): Promise<void> {
  const projects = await Project.query(trx).orderBy('id');
  const titleDeed = await saveFile({ content: demoPdf('Title deed (sale deed) of the layout land'), contentType: 'application/pdf', originalName: 'title-deed.pdf', kind: 'document' }, trx);
  const encumbrance = await saveFile({ content: demoPdf('Encumbrance certificate, 30 years: nil'), contentType: 'application/pdf', originalName: 'encumbrance-certificate.pdf', kind: 'document' }, trx);
  for (const [index, project] of projects.entries()) {
    const random = createRandom(seedOf(0x9107, index));
    if (project.projectType === 'residential' || project.projectType === 'commercial') {
      const plots = demoPlots(project, random);
      if (plots.length > 0) {
        await trx('project_plots').insert(plots.map((plot) => ({ ...plot, projectId: project.id })));
        await refreshPlotCounts(project.id, trx);
      }
    }
    if (index % 6 === 5) continue;
    const farm = project.projectType === 'agricultural';
    const authority: ApprovingAuthority = farm ? 'panchayat' : AUTHORITY_BY_CITY[project.city] ?? 'DTCP';
    const year = 2019 + (index % 5);
    const documents: DiligenceDocument[] = [
      { kind: 'title', label: 'Sale deed', url: titleDeed.url, visibility: 'public' },
      { kind: 'encumbrance', label: `${year - 30}–${year}`, url: encumbrance.url, visibility: 'on-request' },
    ];
    await trx('projects').where({ id: project.id }).update({
      approvingAuthority: authority,
      approvalNumber: `${authority === 'panchayat' ? 'GP' : authority}/LAY/${year}/${String(100 + index * 7).padStart(4, '0')}`,
      naStatus: farm ? 'not-converted' : index % 4 === 3 ? 'applied' : 'converted',
      naOrderNumber: farm || index % 4 === 3 ? null : `NA/${year - 1}/${300 + index}`,
      surveyNumber: `Survey No. ${40 + index * 3}/${1 + (index % 4)}, ${41 + index * 3}`,
      diligenceDocuments: JSON.stringify(index % 3 === 2 ? documents.slice(0, 1) : documents),
    });
  }
  await insertDemoReports(projects, trx);
}

/** A few buyers' reports waiting in the admins' queue. */
async function insertDemoReports(projects: Project[], trx: Knex.Transaction): Promise<void> {
  const reports = [
    { project: projects[3], reason: 'not-available', details: 'Called the number on the listing: the agent says every east-facing plot is sold, but the page shows them available.', contact: 'meera.k@example.com', status: 'open', ageHours: 5 },
    { project: projects[11], reason: 'wrong-price', details: 'The site office quoted ₹2,400 per sq.ft, not the price shown here.', contact: '', status: 'open', ageHours: 30 },
    { project: projects[20], reason: 'duplicate', details: 'The same layout is listed twice under two names.', contact: '9822044001', status: 'reviewing', ageHours: 80 },
  ];
  for (const [index, report] of reports.entries()) {
    if (!report.project) continue;
    const createdAt = new Date(Date.now() - report.ageHours * 3_600_000);
    await trx('listing_reports').insert({
      projectId: report.project.id, reason: report.reason, details: report.details, contact: report.contact,
      senderKey: `demo:${index}`, status: report.status, notes: report.status === 'reviewing' ? 'Asked the agent which listing to keep.' : '', createdAt, updatedAt: createdAt,
    });
  }
}
