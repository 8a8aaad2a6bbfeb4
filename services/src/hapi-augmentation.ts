import type { Knex } from 'knex';
import type { User } from './db/models';
import type { LoginThrottle } from './plugins/auth/login-throttle';
import type { RecipientLimits } from './rate-limit/recipient-limits';
import type { SlidingWindowLimiter } from './rate-limit/sliding-window-limiter';
import type { WindowStore } from './rate-limit/window-store';
import type { PublicFormLimits } from './plugins/public-forms/public-form-guard';
import type { MessageQueue } from './messaging/message-queue';
import type { SmsSender } from './plugins/notifications/sms-sender';
import type { EmailSender } from './email/email-sender';
import type { LiveReleases } from './plugins/releases/live-releases';
import type { RemoteManifests } from './plugins/site/remote-manifests';
import type { VisitReminders } from './plugins/site-visits/visit-reminders';
import type { ProjectViewCounter } from './plugins/project-figures/view-counter';
import type { SavedSearchDigests } from './plugins/saved-searches/saved-search-digests';
import type { SharedSettings } from './plugin-settings';

declare module '@hapi/hapi' {
  interface ServerApplicationState {
    /** The few settings many plugins read (plugin-settings.ts); each plugin gets the rest of its own as options. */
    shared: SharedSettings;
    knex: Knex;
    /** Where every rate limit counts: the database all API processes share. */
    rateLimitStore: WindowStore;
    loginThrottle: LoginThrottle;
    /** Successful registrations per client address. */
    registrationLimiter: SlidingWindowLimiter;
    /** Wrong current passwords per signed-in account. */
    passwordChangeLimiter: SlidingWindowLimiter;
    /** Projects each agent submits for approval. */
    submissionLimiter: SlidingWindowLimiter;
    publicFormLimits: PublicFormLimits;
    /** Every email and text leaves through this queue: `messages.sendEmail(…)`, `messages.sendSms(…)`. */
    messages: MessageQueue;
    /** The outside edge every text leaves through (the queue's worker calls it): alerts and confirmation codes. */
    smsSender: SmsSender;
    /** Confirmation codes asked for per address and number, and texted per number. */
    smsCodeLimits: RecipientLimits;
    /** The outside edge every email leaves through (the queue's worker calls it). */
    emailSender: EmailSender;
    /** Password reset links asked for per address and email, and sent per email. */
    passwordResetLimits: RecipientLimits;
    /** Which release of each remote is live: the remotes list and the files the site serves follow it. */
    releases: LiveReleases;
    /** Manifests of remotes on other origins, with the reason one could not be read: server render and preload hints. */
    remoteManifests: RemoteManifests;
    /** Set at SIGTERM while the process drains: the health check answers 503, everything else is served. */
    draining?: boolean;
    /** The day-before reminder of confirmed site visits. */
    visitReminders: VisitReminders;
    /** Project page views counted in memory, written in batches. */
    projectViews: ProjectViewCounter;
    /** The daily digest of saved search matches. */
    savedSearchDigests: SavedSearchDigests;
  }

  interface RouteOptionsApp {
    /** This write changes nothing an anonymous page shows: kept server-rendered pages stay (`KEEPS_PUBLIC_PAGES`). */
    keepsPublicPages?: boolean;
  }

  interface ResponseObject {
    /**
     * The Content-Type the reply will be sent with, charset included (hapi's
     * documented preview of it, missing from its typings).
     */
    readonly contentType: string | null;
  }

  /** `request.auth.credentials.user` is the signed-in account, loaded fresh for each request. */
  // An interface (not a type alias) so it merges with hapi's own declaration.
  interface UserCredentials extends User {}
}
