/** Marks what a session replay shows as a blank box: the deletion form holds the visitor's email. */
export const PRIVATE_ATTRIBUTE = "data-analytics-private";

/** Spread on an element to mark it private. */
export const privateArea = { [PRIVATE_ATTRIBUTE]: "" };
