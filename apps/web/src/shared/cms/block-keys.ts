/** The keys of the blocks the app's pages render (decision 0079); the cms-blocks screen lists them as hints. */
export const BLOCK_KEYS = {
  /** Above the sign-in form (a public page: anyone reads the block). */
  loginNotice: 'login.notice',
  /** Above the learner's product list. */
  productSelectorNotice: 'product-selector.notice',
  /** In the course home's customer support box, after the provider's phone and e-mail. */
  courseHomeSupport: 'course-home.support',
} as const;
