/**
 * The site visit an inquiry asked for, as `visit` ({id, status, date, slot} or null),
 * read beside the inquiry without a join that would make its columns ambiguous.
 */
export const VISIT_OF_LEAD = `(select json_build_object('id', v.id, 'status', v.status, 'date', to_char(v.visit_date, 'YYYY-MM-DD'), 'slot', v.slot)
  from site_visits v where v.inquiry_id = inquiries.id) as visit`;
