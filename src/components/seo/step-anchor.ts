/** The id each method step carries on the page, so search results can link straight to it. */
export const stepAnchor = (index: number): string => `step-${index + 1}`;
