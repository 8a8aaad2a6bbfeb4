// A ground plane seen in perspective, for the eye-level and aerial views.
import { HEIGHT, n } from './look';

export interface Stage {
  horizon: number;
  vanishX: number;
  /** Screen position of a ground point: x across, z away from the viewer. */
  at(x: number, z: number): readonly [number, number];
  /** Pixels per world unit at depth z (for heights of trees, posts, houses). */
  px(z: number): number;
}

export function stage(horizon: number, vanishX: number, zNear: number, cameraHeight: number): Stage {
  const depth = (HEIGHT - horizon) * zNear;
  const scale = depth / cameraHeight;
  return {
    horizon,
    vanishX,
    at: (x, z) => [vanishX + (x * scale) / z, horizon + depth / z],
    px: (z) => scale / z,
  };
}

export const points = (list: readonly (readonly [number, number])[]) => list.map(([x, y]) => `${n(x)},${n(y)}`).join(' ');
export const quadOf = (s: Stage, x0: number, x1: number, z0: number, z1: number) => points([s.at(x0, z0), s.at(x1, z0), s.at(x1, z1), s.at(x0, z1)]);

/** What the composition tells the terrain: how deep the site is and which side is left open (for water). */
export interface Layout {
  stage: Stage;
  siteDepth: number;
  /** World x beyond which the open side starts (sign gives the side), or null for none. */
  openFrom: number | null;
}
