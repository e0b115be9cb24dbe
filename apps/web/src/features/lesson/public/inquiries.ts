// The learner's inquiry components by type, for the author's preview (decision 0220): the preview shows a slide with the
// very component a learner answers it with.
export { type InquiryEntry, inquiryEntry } from '../components/inquiries/registry';
