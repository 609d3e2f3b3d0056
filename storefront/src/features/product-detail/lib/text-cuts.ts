export const COMMENT_LIMIT = 150;
export const COMMENT_CUT = 140;

/** Comments over 150 characters are cut to 140 plus an ellipsis (spec point 9). */
export function shortComment(comment: string): { text: string; isCut: boolean } {
  if (comment.length <= COMMENT_LIMIT) return { text: comment, isCut: false };
  return { text: `${comment.slice(0, COMMENT_CUT)}…`, isCut: true };
}

export const DESCRIPTION_LIMIT = 200;

/** The description cut at 200 characters (spec point 9). */
export function shortDescription(description: string): { text: string; isCut: boolean } {
  if (description.length <= DESCRIPTION_LIMIT) return { text: description, isCut: false };
  return { text: `${description.slice(0, DESCRIPTION_LIMIT)}…`, isCut: true };
}
