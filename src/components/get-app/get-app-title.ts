/** The /get page's heading and title, shared by the page and its head. */
export const getAppTitle = (productName: string) => `Get ${productName} on your phone`;
