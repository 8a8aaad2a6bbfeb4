import type { Modifiers, Pojo, RelationMappings } from 'objection';
import type { ApprovalStatus, ApprovingAuthority, DiligenceDocument, NaStatus, AreaUnit, Facing, PendingChanges, ProjectImage, ProjectStatus, ProjectType, RoadWidthUnit } from '@plotwise/contracts';
import { TimestampedModel, belongsToOne, sortedBy, whereColumn } from './base-model';
import { User } from './user';

export interface PlotSize {
  size: number;
  unit: AreaUnit;
}

export interface Specification {
  title: string;
  details: string;
}

export class Project extends TimestampedModel {
  static override tableName = 'projects';

  /** Stored as jsonb: Objection serialises these to JSON text on the way in. */
  static override jsonAttributes = ['plotSizes', 'amenities', 'specifications', 'approvals', 'images', 'pendingChanges', 'diligenceDocuments'];

  /** Columns the database computes (migrations 007, 020, 021, 030, 033); writing them is an error, so they never go out. */
  static readonly generatedColumns = ['totalAreaSqFt', 'cityKey', 'searchDocument', 'searchTitle', 'placeText', 'hubSearchText', 'imageCount'] as const;

  override $formatDatabaseJson(json: Pojo): Pojo {
    const row = super.$formatDatabaseJson(json);
    for (const column of Project.generatedColumns) delete row[column];
    return row;
  }

  static override modifiers: Modifiers = {
    /** What visitors may see: approved projects only. */
    public: whereColumn('projects.approvalStatus', 'approved'),
    newestFirst: sortedBy({ column: 'projects.createdAt', order: 'desc' }, { column: 'projects.id', order: 'desc' }),
  };

  static override get relationMappings(): RelationMappings {
    return {
      creator: belongsToOne(User, 'projects.createdBy', 'users.id'),
      lastUpdater: belongsToOne(User, 'projects.lastUpdatedBy', 'users.id'),
    };
  }

  declare id: number;
  declare title: string;
  declare description: string;
  declare location: string;
  declare city: string;
  declare state: string;
  declare totalArea: number;
  declare areaUnit: AreaUnit;
  declare startingPrice: number | null;
  declare projectType: ProjectType;
  declare plotSizes: PlotSize[];
  declare amenities: string[];
  declare specifications: Specification[];
  declare brochureUrl: string | null;
  declare layoutMapUrl: string | null;
  declare approvals: string[];
  declare status: ProjectStatus;
  declare featured: boolean;
  declare isNewlyLaunched: boolean;
  declare isTopProject: boolean;
  declare verified: boolean;
  declare images: ProjectImage[];
  declare defaultImage: string | null;
  declare possessionTimeline: string | null;
  declare reraNumber: string | null;
  /** Where the plot is (migration 053); both null until it is pinned. */
  declare latitude: number | null;
  declare longitude: number | null;
  declare contactEmail: string | null;
  declare contactPhone: string | null;
  declare approvalStatus: ApprovalStatus;
  declare createdBy: number | null;
  declare lastUpdatedBy: number | null;
  declare version: number;
  /** Set by the public submit-a-plot form (migration 016); null for projects made elsewhere. */
  declare submitterName: string | null;
  declare roadWidth: number | null;
  declare roadWidthUnit: RoadWidthUnit | null;
  declare facing: Facing | null;
  /** Why an admin rejected it (migration 026); the agent sees it in My Projects. */
  declare rejectionReason: string | null;
  /** An approved project's changes its agent submitted, waiting for an admin (migration 037). */
  declare pendingChanges: PendingChanges | null;
  declare changesSubmittedAt: Date | string | null;
  /** Why an admin turned the agent's last changes down. */
  declare changesRejectionReason: string | null;
  /** The plot inventory's counts, kept by plot-service (migration 054). */
  declare plotsTotal: number;
  declare plotsAvailable: number;
  /** Due-diligence facts the agent states (migration 054). */
  declare approvingAuthority: ApprovingAuthority | null;
  declare approvingAuthorityOther: string | null;
  declare approvalNumber: string | null;
  declare naStatus: NaStatus | null;
  declare naOrderNumber: string | null;
  declare surveyNumber: string | null;
  declare diligenceDocuments: DiligenceDocument[];
  /** Open reports from several senders (migration 055), kept by report-service. */
  declare reportFlagged: boolean;
  /** Generated: the total area in sq.ft, whatever `areaUnit` says. */
  declare totalAreaSqFt?: number;

  declare creator?: User | null;
  declare lastUpdater?: User | null;
}
