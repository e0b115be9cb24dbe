/**
 * The authoring studio's constants, apart from its schemas: the studio's screens import these, and a module of zod
 * schemas would bring zod into their chunk with them (decision 0203).
 */
/** The node types an author adds in the studio (decision 0202): containers and key points; lessons and exams come by package. */
export const ADDABLE_NODE_TYPES = ['UNIT', 'UNIT_INTRODUCTION', 'CHAPTER', 'SECTION', 'TOPIC', 'KEY_POINTS'] as const;
