/**
 * The storage keys of the visitor's own choices that more than the app shell reads: the app
 * writes them (src/app/consent.ts, src/app/language.ts), and the account's "Download my data"
 * reads them back for the visitor.
 */

/** The answer to "may we count your visit with Google Analytics?" (`granted` or `denied`). */
export const CONSENT_KEY = 'analyticsConsent';

/** The language the visitor last picked in the switcher or the note (`es`, `fr`…). */
export const LANGUAGE_KEY = 'language';
