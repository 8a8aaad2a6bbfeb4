import { BaseModel } from './base-model';

/** A saved listings search (migration 060): its owner, the query as typed, and what it matches on. */
export class SavedSearch extends BaseModel {
  static override tableName = 'saved_searches';

  static override jsonAttributes = ['filters'];

  declare id: number;
  declare userId: number | null;
  declare email: string | null;
  declare phone: string | null;
  declare ownerKey: string;
  declare filters: Record<string, unknown>;
  declare linkOrigin: string | null;
  declare confirmedAt: Date | null;
  declare unsubscribedAt: Date | null;
  declare createdAt: Date;
}

/** A project a saved search matched, waiting for (or named in) its owner's digest. */
export class SavedSearchMatch extends BaseModel {
  static override tableName = 'saved_search_matches';

  declare id: number;
  declare savedSearchId: number;
  declare projectId: number;
  declare ownerKey: string;
  declare createdAt: Date;
  declare digestedAt: Date | null;
  declare messageId: number | null;
}
