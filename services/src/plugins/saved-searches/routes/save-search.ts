import Boom from '@hapi/boom';
import { SAVED_SEARCH_TEXTS, savedSearchLabel, savedSearchPayloadSchema, type SavedSearchCreated } from '@plotwise/contracts';
import { currentUser } from '../../auth/current-user';
import { linkOrigin } from '../../auth/link-origin';
import { KEEPS_PUBLIC_PAGES, PUBLIC_ACCESS, defineRoute } from '../../define-route';
import { verifiedPhoneOf } from '../../inquiries/verified-phone';
import { guardPublicForm } from '../../public-forms';
import { linkToken } from '../../../messaging/link-tokens';
import { saveSearch, type SearchOwner } from '../saved-search-service';

export const saveSearchRoute = defineRoute('POST /api/saved-searches', PUBLIC_ACCESS, {
  app: KEEPS_PUBLIC_PAGES,
  description:
    "Saves a listings search for a daily digest of new matches: {filters (the listings query's fields), frequency: daily, email?, phone?}. Signed in: the account's. A visitor: an email (a confirmation link is emailed first) or a number this browser confirmed with a texted code (403 otherwise). 201 {id, confirmation, message}; 409 past the per-owner limit.",
  payload: savedSearchPayloadSchema,
  handler: async (request, h) => {
    const { filters, email, phone } = request.payload;
    const user = currentUser(request);
    const reply = (body: SavedSearchCreated) => h.response(body).code(201);
    if (!user && (await guardPublicForm(request, 'saved-search')) === 'drop') return reply({ id: 0, confirmation: 'email', message: SAVED_SEARCH_TEXTS.confirmSent });
    let owner: SearchOwner;
    // An account without an email (the configured admin) saves as a visitor would.
    if (user?.email) {
      owner = { kind: 'user', userId: user.id, email: user.email };
    } else if (phone) {
      if (verifiedPhoneOf(request) !== phone) throw Boom.forbidden(SAVED_SEARCH_TEXTS.phoneNotConfirmed);
      owner = { kind: 'phone', phone };
    } else if (email) {
      owner = { kind: 'email', email };
    } else {
      throw Boom.badRequest(SAVED_SEARCH_TEXTS.contactRequired);
    }
    const origin = linkOrigin(request);
    const search = await saveSearch(owner, filters, origin);
    if (owner.kind !== 'email') return reply({ id: search.id, confirmation: 'none', message: SAVED_SEARCH_TEXTS.saved });
    const { shared, messages } = request.server.app;
    const link = `${shared.publicUrl ?? origin ?? ''}/api/saved-searches/confirm/${linkToken('saved-search-confirm', String(search.id), shared.jwtSecret)}`;
    await messages.sendEmail(
      { to: owner.email, subject: SAVED_SEARCH_TEXTS.confirmSubject, text: SAVED_SEARCH_TEXTS.confirmText(savedSearchLabel(filters), link) },
      { idempotencyKey: `saved-search-confirm:${search.id}`, purpose: 'saved-search-confirm' },
    );
    return reply({ id: search.id, confirmation: 'email', message: SAVED_SEARCH_TEXTS.confirmSent });
  },
});
