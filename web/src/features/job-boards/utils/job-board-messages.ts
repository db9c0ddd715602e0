export const JOB_BOARD_MESSAGES = {
  // The spec gives no words for an empty board list; these follow the companies screen.
  noJobBoards: "We can't fetch remote job boards at the moment. Please try after sometime.",
} as const;
