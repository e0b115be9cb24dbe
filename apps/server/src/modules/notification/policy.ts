/**
 * A learner's notifications are theirs to read; administrators may read them too, as every other read of a
 * learner product (support needs to see what a learner was told). Marking one read is the learner's alone.
 */
export { canReadLearnerProduct as mayReadNotifications, canWriteLearnerProduct as mayMarkRead } from '../product/index.js';
