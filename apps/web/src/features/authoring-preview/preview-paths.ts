/**
 * The studio's entry to preview a node as a learner (issue 30, decision 0206). The page (pages/preview-page.tsx,
 * PreviewPage) is mounted by the studio's own lazy route tree at this path: a route of its own in app/routes.tsx would
 * put the initial bundle over its 152 KiB budget (measured: 101 bytes over).
 */
export const previewPath = {
  path: '/studio/preview/:productId/:nodeId',
  href: ({ productId, nodeId }: { productId: number; nodeId: number }) => `/studio/preview/${productId}/${nodeId}`,
};
