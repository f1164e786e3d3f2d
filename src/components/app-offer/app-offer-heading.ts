export const appOfferHeading = (productName: string) => `Cook it in ${productName}`;
