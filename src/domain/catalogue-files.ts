import type { Messages } from '@lingui/core';

/*
 * The catalogue files the build writes (scripts/build/route-catalogues.ts) and the app reads (i18n.ts),
 * one shape for both sides (ADR 0023).
 */

/** The HTML entry a script runs in: the app, or the login page's first load. */
export type Page = 'index' | 'login';

/** `/i18n/<page>.<locale>.json`: a page's own messages, each route's file, and the whole catalogue's. */
export interface PageCatalogue {
  messages: Messages;
  /** Route full path → the file of the messages its page lacks, under the site's root. */
  routes: Record<string, string>;
  /** Every message of the language, for a message no catalogue above carried. */
  all: string;
}

/** A route's file, and the whole catalogue's. */
export interface MessagesFile {
  messages: Messages;
}
