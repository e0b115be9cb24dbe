/** The studio's addresses (issue 30): its home and one draft (or published version, read only). */
export const studioPaths = {
  home: { path: '/studio', href: () => '/studio' },
  draft: { path: '/studio/drafts/:productId', href: (productId: number) => `/studio/drafts/${productId}` },
} as const;
