import {
  DELETION_MAIL_SUBJECT,
  deletionMailBody,
  deletionMailto,
  deletionRequestText,
} from "./deletion-mailto";

const REQUEST = {
  contactEmail: "hello@example.com",
  productName: "Pantry Chef",
  email: "cook+test@example.com",
  requestedAt: new Date("2026-11-23T15:30:00Z"),
};

describe("deletionMailto", () => {
  it("addresses the contact email with the subject and the request prefilled", () => {
    const url = new URL(deletionMailto(REQUEST));
    expect(url.protocol).toBe("mailto:");
    expect(url.pathname).toBe("hello@example.com");
    expect(url.searchParams.get("subject")).toBe(DELETION_MAIL_SUBJECT);
    expect(url.searchParams.get("body")).toBe(deletionMailBody(REQUEST));
  });

  it("names the product, the account email and the date", () => {
    const body = deletionMailBody(REQUEST);
    expect(body).toContain("Product: Pantry Chef");
    expect(body).toContain("Account email: cook+test@example.com");
    expect(body).toContain("Date of request: 23 November 2026");
  });
});

describe("deletionRequestText", () => {
  it("is the whole email, ready to paste", () => {
    expect(deletionRequestText(REQUEST)).toBe(
      `To: hello@example.com\nSubject: ${DELETION_MAIL_SUBJECT}\n\n${deletionMailBody(REQUEST)}`,
    );
  });
});
