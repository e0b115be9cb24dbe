import { canWriteLearnerProduct } from '../../product/index.js';

/** Only the learner uploads their own photo ID; an administrator does so while impersonating (decision 0054). */
export const canUploadIdPhoto = (actor: { id: number }, lp: { userId: number }) => canWriteLearnerProduct(actor, lp);
