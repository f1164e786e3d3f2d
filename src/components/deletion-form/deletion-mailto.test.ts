import { en } from "../../i18n/dictionaries";
import { de } from "../../i18n/dictionaries/de";
import { es } from "../../i18n/dictionaries/es";
import { deletionMailBody, deletionMailto, deletionRequestText } from "./deletion-mailto";

const REQUEST = {
  contactEmail: "hello@example.com",
  productName: "Pantry Chef",
  email: "cook+test@example.com",
  requestedAt: new Date("2026-11-23T15:30:00Z"),
};
const ENGLISH = { mail: en.deletion.mail, language: "en" } as const;

describe("deletionMailto", () => {
  it("addresses the contact email with the subject and the request prefilled", () => {
    const url = new URL(deletionMailto(REQUEST, ENGLISH));
    expect(url.protocol).toBe("mailto:");
    expect(url.pathname).toBe("hello@example.com");
    expect(url.searchParams.get("subject")).toBe(en.deletion.mail.subject);
    expect(url.searchParams.get("body")).toBe(deletionMailBody(REQUEST, ENGLISH));
  });

  it("names the product, the account email and the date", () => {
    const body = deletionMailBody(REQUEST, ENGLISH);
    expect(body).toContain("Product: Pantry Chef");
    expect(body).toContain("Account email: cook+test@example.com");
    expect(body).toContain("Date of request: 23 November 2026");
  });

  it("writes the email in the page's language, dated as that language dates", () => {
    const german = deletionMailBody(REQUEST, { mail: de.deletion.mail, language: "de" });
    expect(german).toContain("Datum der Anfrage: 23. November 2026");
    expect(german).toContain("E-Mail-Adresse des Kontos: cook+test@example.com");
    const spanish = deletionMailBody(REQUEST, { mail: es.deletion.mail, language: "es" });
    expect(spanish).toContain("Fecha de la solicitud: 23 de noviembre de 2026");
    expect(
      new URL(deletionMailto(REQUEST, { mail: es.deletion.mail, language: "es" })).searchParams.get(
        "subject",
      ),
    ).toBe(es.deletion.mail.subject);
  });
});

describe("deletionRequestText", () => {
  it("is the whole email, ready to paste", () => {
    expect(deletionRequestText(REQUEST, ENGLISH)).toBe(
      `To: hello@example.com\nSubject: ${en.deletion.mail.subject}\n\n${deletionMailBody(REQUEST, ENGLISH)}`,
    );
  });
});
