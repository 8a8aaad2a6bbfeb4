// The catalogue benches' data: believable projects in one statement.
import type { Knex } from 'knex';
import { PROJECT_STATUSES, PROJECT_TYPES, AREA_UNITS } from '@plotwise/contracts';
import { CITY_PROFILES } from '../services/src/db/seed/city-catalog';

/** Projects to seed (BENCH_ROWS). */
export const ROWS = Number(process.env.BENCH_ROWS ?? 100_000);

/**
 * 100,000 believable rows in one statement: cities cycle through the twelve,
 * localities through each city's seven, one in ten pending, prices from 10
 * lakhs to 5 crores with one in fifty on request, areas in all four units.
 */
export async function seedProjects(knex: Knex, rows: number): Promise<void> {
  const list = (values: readonly (string | number)[]) => ({ sql: `array[${values.map(() => '?').join(', ')}]`, bindings: [...values] });
  const cities = list(CITY_PROFILES.map((profile) => profile.city));
  const states = list(CITY_PROFILES.map((profile) => profile.state));
  const localities = list(CITY_PROFILES.flatMap((profile) => profile.localities.slice(0, 7)));
  const prefixes = list(['Sahyadri', 'Emerald', 'Silver Oak', 'Vrindavan', 'Sunrise', 'Lotus', 'Neelkanth', 'Saffron', 'Banyan', 'Aranya', 'Tulsi', 'Amrut', 'Kaveri', 'Mayur', 'Orchid', 'Gulmohar']);
  const suffixes = list(['Greens', 'Meadows', 'Enclave', 'County', 'Business Park', 'Township', 'Farms', 'Vihar', 'Square', 'Orchards']);
  const types = list(PROJECT_TYPES);
  const statuses = list(PROJECT_STATUSES);
  const units = list(AREA_UNITS);
  const cityCount = CITY_PROFILES.length;

  const image = (n: number) =>
    `jsonb_build_object('url', '/api/files/bench-' || g || '-${n}', 'caption', 'Picture ${n} of project ' || g, 'isDefault', ${n === 1})`;
  await knex.raw(
    `insert into projects (
       title, description, location, city, state, total_area, area_unit, starting_price, project_type,
       plot_sizes, amenities, specifications, approvals, status, featured, is_newly_launched, is_top_project, verified,
       images, default_image, possession_timeline, rera_number, contact_email, contact_phone, approval_status, created_at, updated_at
     )
     select
       (${prefixes.sql})[1 + g % 16] || ' ' || (${suffixes.sql})[1 + (g / 16) % 10] || ' ' || g,
       'A plotted development with approved layouts, wide internal roads, water and electricity laid to every plot, '
         || 'a landscaped park and a gated entrance with security. Registrations are open for plots of several sizes, '
         || 'with bank loans from the leading lenders and a clear title backed by a thirty-year search report. Project ' || g || '.',
       (${localities.sql})[1 + (g % ${cityCount}) * 7 + (g / ${cityCount}) % 7],
       (${cities.sql})[1 + g % ${cityCount}],
       (${states.sql})[1 + g % ${cityCount}],
       1 + (g % 200) / 4.0,
       (${units.sql})[1 + (g / 3) % 4],
       case when g % 50 = 0 then null else 1000000 + ((g::bigint * 7919) % 49000) * 1000 end,
       (${types.sql})[1 + (g / ${cityCount}) % 4],
       '[{"size":1200,"unit":"sq.ft"},{"size":1500,"unit":"sq.ft"},{"size":2400,"unit":"sq.ft"}]'::jsonb,
       '["Gated community with 24x7 security","Landscaped central garden","Jogging track","Underground drainage","Rainwater harvesting","Solar street lights"]'::jsonb,
       '[{"title":"Internal roads","details":"30 ft and 40 ft wide asphalt roads."},{"title":"Water supply","details":"Metered pipeline to every plot."},{"title":"Electricity","details":"Underground cabling."}]'::jsonb,
       '["RERA registered","NA order from the District Collector","Bank loans from SBI and HDFC"]'::jsonb,
       (${statuses.sql})[1 + (g / 7) % 3],
       g % 20 = 3,
       g % 9 = 1,
       g % 3 = 1,
       g % 5 <> 4,
       jsonb_build_array(${image(1)}, ${image(2)}, ${image(3)}),
       '/api/files/bench-' || g || '-1',
       'Q' || (1 + g % 4) || ' 2027',
       'P52100' || lpad((g % 1000000)::text, 6, '0'),
       'sales@plotwise.in',
       '+91 98765 43210',
       case when g % 10 = 0 then 'pending' when g % 37 = 0 then 'rejected' else 'approved' end,
       now() - make_interval(mins => g),
       now() - make_interval(mins => g)
     from generate_series(1, ?) as g`,
    [...prefixes.bindings, ...suffixes.bindings, ...localities.bindings, ...cities.bindings, ...states.bindings, ...units.bindings, ...types.bindings, ...statuses.bindings, rows],
  );
  // A live table is vacuumed by autovacuum; the visibility map it leaves lets counts read the index alone.
  await knex.raw('vacuum analyze projects');
}
