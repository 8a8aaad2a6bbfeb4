import { z } from 'zod';
import type { CompanyDetails, MapSettings } from '@plotwise/contracts';
import { configSection } from './section';

/** The demo company: a deployment sets its own with the COMPANY_* and GRIEVANCE_OFFICER_* variables. */
const DEMO_COMPANY = {
  legalName: 'Plotwise Realty Private Limited',
  cin: 'U70200PN2021PTC201847',
  registeredOffice: '4th Floor, Panchshil Business Park, Viman Nagar, Pune, Maharashtra 411014',
  grievanceOfficer: { name: 'Meera Kulkarni', email: 'grievance@plotwise.in' },
} as const;

/** What the site says about the company behind it, and the maps' tile server. */
export const companySection = configSection(
  {
    COMPANY_LEGAL_NAME: z.string().trim().min(3).max(200).optional(),
    COMPANY_CIN: z.string().trim().toUpperCase().regex(/^[LU]\d{5}[A-Z]{2}\d{4}[A-Z]{3}\d{6}$/, 'COMPANY_CIN must be a 21-character CIN such as U70200PN2021PTC201847').optional(),
    COMPANY_REGISTERED_OFFICE: z.string().trim().min(10).max(300).optional(),
    COMPANY_GSTIN: z.string().trim().toUpperCase().regex(/^\d{2}[A-Z]{5}\d{4}[A-Z][1-9A-Z]Z[0-9A-Z]$/, 'COMPANY_GSTIN must be a 15-character GSTIN such as 27AABCP1234F1Z5').optional(),
    GRIEVANCE_OFFICER_NAME: z.string().trim().min(2).max(100).optional(),
    GRIEVANCE_OFFICER_EMAIL: z.email('GRIEVANCE_OFFICER_EMAIL must be an email address').optional(),
    // OpenStreetMap's own tiles suit a small site (their usage policy asks for the credit and modest use); a busy one names its provider here.
    MAP_TILE_URL: z
      .url({ protocol: /^https?$/, message: 'MAP_TILE_URL must be an http(s) address' })
      .refine((value) => ['{z}', '{x}', '{y}'].every((part) => value.includes(part)), 'MAP_TILE_URL must hold {z}, {x} and {y}, as in https://tile.openstreetmap.org/{z}/{x}/{y}.png')
      .default('https://tile.openstreetmap.org/{z}/{x}/{y}.png'),
    MAP_TILE_ATTRIBUTION: z.string().trim().min(1).max(300).default('© OpenStreetMap contributors'),
    MAP_TILE_MAX_ZOOM: z.coerce.number().int().min(1).max(22).default(19),
  },
  (vars) => ({
    /** The registered company the footer, About and the legal pages name (GET /api/company). */
    company: {
      legalName: vars.COMPANY_LEGAL_NAME ?? DEMO_COMPANY.legalName,
      cin: vars.COMPANY_CIN ?? DEMO_COMPANY.cin,
      registeredOffice: vars.COMPANY_REGISTERED_OFFICE ?? DEMO_COMPANY.registeredOffice,
      gstin: vars.COMPANY_GSTIN ?? null,
      grievanceOfficer: {
        name: vars.GRIEVANCE_OFFICER_NAME ?? DEMO_COMPANY.grievanceOfficer.name,
        email: vars.GRIEVANCE_OFFICER_EMAIL ?? DEMO_COMPANY.grievanceOfficer.email,
      },
    } satisfies CompanyDetails as CompanyDetails,
    /** The maps' tile server (GET /api/map-settings); its origin joins the pages' img-src. */
    map: { tileUrl: vars.MAP_TILE_URL, attribution: vars.MAP_TILE_ATTRIBUTION, maxZoom: vars.MAP_TILE_MAX_ZOOM } satisfies MapSettings as MapSettings,
  }),
);
