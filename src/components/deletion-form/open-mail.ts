/** Hands a mailto link to the visitor's email app; the page itself stays where it is. */
export const openMail = (href: string) => {
  window.location.assign(href);
};
