/** The blog's entries as every list shows them: newest first (the full fetch and its check). */
export const BLOG_QUERY = { contentType: 'blog', order: '-fields.date' } as const;
