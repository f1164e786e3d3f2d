import { DELETION_MAIL_SUBJECT, deletionMailBody, deletionMailto } from "./deletion-mailto";

describe("deletionMailto", () => {
  it("addresses the contact email with the request prefilled", () => {
    const href = deletionMailto({
      contactEmail: "hello@example.com",
      productName: "Pantry Chef",
      email: "cook+test@example.com",
    });
    const url = new URL(href);
    expect(url.protocol).toBe("mailto:");
    expect(url.pathname).toBe("hello@example.com");
    expect(url.searchParams.get("subject")).toBe(DELETION_MAIL_SUBJECT);
    expect(url.searchParams.get("body")).toBe(
      deletionMailBody({ productName: "Pantry Chef", email: "cook+test@example.com" }),
    );
    expect(url.searchParams.get("body")).toContain("cook+test@example.com");
  });
});
