export const contact = {
  intro: "Have questions or suggestions? We'd love to hear from you!",
  /** Said above the address, as a label. */
  emailUs: "Email us at",
  note: "We read every message about {productName}, from recipe ideas to bug reports.",
} as const;
