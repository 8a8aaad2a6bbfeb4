import { TimestampedModel } from './base-model';

export class CityImage extends TimestampedModel {
  static override tableName = 'city_images';

  declare id: number;
  declare city: string;
  declare url: string;
  declare caption: string;
  declare updatedBy: number | null;
}
