import { m } from '../../paraglide/messages.js';

/** The title an entry without one shows, in the page's language. */
export const untitledEntry = () => m.blog_untitled();
