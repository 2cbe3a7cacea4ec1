"""The server as a whole: what anyone meets first (public lists, CORS, 404s), its variants
(GUIDE_WORD, LEGACY_AUTH) and its throttles."""
