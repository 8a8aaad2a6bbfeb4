/** Every route's declaration of who may call it, gathered from the areas' modules. */
import { ACCOUNT_EXPECTATIONS } from './accounts';
import { ADMIN_PORTAL_EXPECTATIONS } from './admin-portal';
import { LEAD_AND_VISIT_EXPECTATIONS } from './leads-visits';
import type { Expectations } from './matrix';
import { PROJECT_EXPECTATIONS } from './projects';
import { PUBLIC_EXPECTATIONS } from './public';
import { RELEASE_AND_SITE_EXPECTATIONS } from './releases-site';

const AREAS = [ACCOUNT_EXPECTATIONS, PROJECT_EXPECTATIONS, LEAD_AND_VISIT_EXPECTATIONS, ADMIN_PORTAL_EXPECTATIONS, PUBLIC_EXPECTATIONS, RELEASE_AND_SITE_EXPECTATIONS];

/** A route declared in two areas would let one declaration hide the other. */
export const DECLARED_TWICE = AREAS.flatMap(Object.keys).filter((key, index, keys) => keys.indexOf(key) !== index);

export const EXPECTATIONS: Expectations = Object.assign({}, ...AREAS) as Expectations;
