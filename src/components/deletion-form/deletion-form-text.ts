// The words the form adds around the spec's, in a module of their own for the tests to import.

/** Why Submit Request is off while the field is empty, said beside the button. */
export const SUBMIT_OFF_REASON = "Enter your email address to turn on Submit Request.";
export const MISSING_ADDRESS = "Enter your email address.";
export const MALFORMED_ADDRESS =
  "Check the email address: it needs a name, an @ and a domain, as in name@example.com.";
