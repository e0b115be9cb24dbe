import type { InquiryOf } from '../answers/graders/shared.js';
import { type InquiryType, inquiry } from '../slides/inquiry-schema.js';

/**
 * Test data: one authored inquiry of every type, parsed through the package schema so defaults apply as
 * they do on import. Keys and feedback are distinctive strings, so a test can search serialized output
 * for them and be sure a hit is a leak and not a coincidence.
 */
function sample<T extends InquiryType>(type: T, fields: Record<string, unknown>): InquiryOf<T> {
  const id = type.toLowerCase().replaceAll('_', '-');
  return inquiry.parse({ id, title: `Sample ${type}`, content: 'Read the slide.', type, ...fields }) as InquiryOf<T>;
}

export const trueFalseSample = sample('TRUE_FALSE', {
  answer: false,
  correctFeedback: 'TF right: Texas uses intermediaries.',
  incorrectFeedback: 'TF wrong: no dual agency in Texas.',
});

export const multipleChoiceSample = sample('MULTIPLE_CHOICE', {
  multiple: true,
  choices: [
    { id: 'loyalty', text: 'Loyalty', correct: true, feedback: 'MC loyalty is owed' },
    { id: 'care', text: 'Care', correct: true, feedback: 'MC care is owed' },
    { id: 'profit', text: 'Profit', feedback: 'MC profit is not a duty' },
  ],
  correctFeedback: 'MC all duties found',
  incorrectFeedback: 'MC some duties missed',
});

export const textEditSample = sample('TEXT_EDIT', {
  acceptable: ['Intermediary Broker', 'Intermediary'],
  correctFeedback: 'TE right',
  incorrectFeedback: 'TE wrong',
});

export const sortingSample = sample('MATCHING_DND_GRP', {
  targets: [
    { id: 'buyer', text: 'Buyer side' },
    { id: 'seller', text: 'Seller side' },
  ],
  items: [
    { id: 'offer', text: 'Writes the offer', targetId: 'buyer', feedback: 'SO offer belongs to the buyer' },
    { id: 'inspection', text: 'Orders the inspection', targetId: 'buyer' },
    { id: 'listing', text: 'Signs the listing', targetId: 'seller', feedback: 'SO listing belongs to the seller' },
  ],
  correctFeedback: 'SO all sorted',
  incorrectFeedback: 'SO not sorted',
});

export const matchingSample = sample('MATCHING_DND_ANSWERS', {
  choices: [
    { id: 'fiduciary', text: 'Fiduciary', matchId: 'trust', feedback: 'MA fiduciary means trust' },
    { id: 'escrow', text: 'Escrow', matchId: 'held-funds' },
    { id: 'lien', text: 'Lien', matchId: 'claim' },
  ],
  matches: [
    { id: 'trust', text: 'A relationship of trust' },
    { id: 'held-funds', text: 'Funds held by a third party' },
    { id: 'claim', text: 'A claim against property' },
    { id: 'deed', text: 'A transfer document' },
  ],
  correctFeedback: 'MA all matched',
  incorrectFeedback: 'MA some mismatched',
});

export const completeStorySample = sample('COMPLETE_STORY', {
  text: 'A [[agent]] owes [[duty]] to the client, even when the [[agent]] is busy.',
  blanks: {
    agent: { answers: ['broker', 'Realtor'] },
    duty: { answers: ['fiduciary duties'], options: ['fiduciary duties', 'nothing', 'rent'] },
  },
  correctFeedback: 'CS story complete',
  incorrectFeedback: 'CS story wrong',
});

/** Image at (10, 20) in the answer area; a door (rect), a window (ellipse) to find, and a bin not to click. */
export const hotSpotSample = sample('HOT_SPOT', {
  bgImage: 'house.png',
  bgWidth: 400,
  bgHeight: 300,
  bgOffsetX: 10,
  bgOffsetY: 20,
  spots: [
    { id: 'door', shape: 'rect', x: 50, y: 50, width: 100, height: 80, feedback: 'HS the door' },
    { id: 'window', shape: 'ellipse', x: 200, y: 40, width: 100, height: 60, feedback: 'HS the window' },
    { id: 'bin', shape: 'rect', x: 300, y: 200, width: 50, height: 50, correct: false, feedback: 'HS not the bin' },
  ],
  correctFeedback: 'HS all found',
  incorrectFeedback: 'HS missed',
});

export const branchingSample = sample('BRANCHING', {
  branchingChoices: [
    {
      id: 'disclose',
      text: 'Disclose the defect',
      feedback: 'BR disclosing is right',
      next: [
        { id: 'in-writing', text: 'In writing', feedback: 'BR writing is right' },
        { id: 'by-phone', text: 'By phone', correct: false, feedback: 'BR a call leaves no record' },
      ],
    },
    { id: 'hide', text: 'Say nothing', correct: false, feedback: 'BR hiding is fraud' },
  ],
  finalFeedback: 'BR well handled',
});

export const surveySample = sample('SURVEY', {
  surveyChoices: [
    {
      id: 'role',
      text: 'Your role?',
      surveyChoiceType: 'CHOICE',
      feedback: 'SV role noted',
      options: [
        {
          id: 'agent',
          text: 'Agent',
          feedback: 'SV agents welcome',
          next: [
            {
              id: 'started',
              text: 'When did you start?',
              surveyChoiceType: 'DATE',
              next: [
                {
                  id: 'state',
                  text: 'Where do you practise?',
                  surveyChoiceType: 'STATE',
                  next: [
                    {
                      id: 'note',
                      text: 'Anything else?',
                      surveyChoiceType: 'TEXT',
                      next: [
                        {
                          id: 'confirm',
                          text: 'Send?',
                          surveyChoiceType: 'BUTTON',
                          options: [
                            { id: 'send', text: 'Send', feedback: 'SV sent' },
                            { id: 'discard', text: 'Discard' },
                          ],
                        },
                      ],
                    },
                  ],
                },
              ],
            },
          ],
        },
        { id: 'broker', text: 'Broker' },
      ],
    },
    { id: 'skip', text: 'Skip the survey', surveyChoiceType: 'BUTTON', feedback: 'SV skipped' },
  ],
  surveyFeedback: 'SV thanks for answering',
});

export const studentPollSample = sample('STUDENT_POLL', {
  choices: [
    { id: 'yes', text: 'Yes' },
    { id: 'no', text: 'No' },
    { id: 'unsure', text: 'Not sure' },
  ],
  chartType: 'PIE',
});

export const forumSample = sample('FORUM', {
  forumKey: 'agency-forum',
  question: 'What would you do?',
  answerFeedback: 'FO thanks for posting',
});

export const assignmentSample = sample('ASSIGNMENT', {
  assignmentKey: 'agency-essay',
  assignmentText: 'Describe a conflict of interest.',
});

export const samples = [
  trueFalseSample,
  multipleChoiceSample,
  textEditSample,
  sortingSample,
  matchingSample,
  completeStorySample,
  hotSpotSample,
  branchingSample,
  surveySample,
  studentPollSample,
  forumSample,
  assignmentSample,
] as const;
