/** An exam question as the export reads it (exam/exam-schema.ts StoredQuestion). */
export interface StoredQuestionView {
  id: string;
  text: string;
  choices: { id: string; text: string; correct: boolean; feedback?: string | undefined }[];
  tags: string[];
  explanation?: string | undefined;
}
