import { canReadLearnerProduct } from '../product/index.js';

/** The learner, and administrators (support re-sends a certificate), may have a learner product's certificate. */
export const canHaveCertificate = (actor: { id: number; authorities: string[] }, lp: { userId: number }) =>
  canReadLearnerProduct(actor, lp);
