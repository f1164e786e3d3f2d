import { HAVE_PARAM } from "../fridge/constants";
import { REDACTED, SECRET_PARAMS, looksLikeEmail, redactProperties, redactUrl } from "./redact";

describe("redactUrl", () => {
  it("drops the fragment, where sign-in links carry their tokens", () => {
    expect(redactUrl("https://example.com/#invite_token=abc")).toBe("https://example.com/");
    expect(redactUrl("/admin/#recovery_token=abc")).toBe("/admin/");
  });

  it("keeps what a visitor has in their fridge out of the recorded address", () => {
    expect(redactUrl(`/recipes/?${HAVE_PARAM}=egg,spinach&utm_source=mail`)).toBe(
      `/recipes/?${HAVE_PARAM}=${REDACTED}&utm_source=mail`,
    );
  });

  it.each(SECRET_PARAMS)("redacts the %s parameter", (name) => {
    expect(redactUrl(`https://example.com/?${name}=secret&utm_source=mail`)).toBe(
      `https://example.com/?${name}=${REDACTED}&utm_source=mail`,
    );
  });

  it("redacts any parameter whose value is an email address, encoded or not", () => {
    expect(redactUrl("/?ref=a@b.co")).toBe(`/?ref=${REDACTED}`);
    expect(redactUrl("/?ref=a%40b.co&utm_campaign=spring")).toBe(
      `/?ref=${REDACTED}&utm_campaign=spring`,
    );
  });

  it("keeps campaign and other harmless parameters as they are", () => {
    const url = "https://example.com/contact?utm_source=news&utm_medium=email&src=qr&ref=footer";
    expect(redactUrl(url)).toBe(url);
  });

  it("redacts an email address in the path", () => {
    expect(redactUrl("/people/cook@example.com/recipes")).toBe(`/people/${REDACTED}/recipes`);
  });

  it("keeps an email in the query and a token in the fragment out", () => {
    const redacted = redactUrl("https://example.com/?email=a@b.co#invite_token=x");
    expect(redacted).not.toContain("a@b.co");
    expect(redacted).not.toContain("invite_token");
    expect(redacted).toBe(`https://example.com/?email=${REDACTED}`);
  });

  it("matches parameter names in any case, and survives broken encoding", () => {
    expect(redactUrl("/?Token=x&bad=%E0%A4%A")).toBe(`/?Token=${REDACTED}&bad=%E0%A4%A`);
  });
});

describe("looksLikeEmail", () => {
  it("knows an address from other text", () => {
    expect(looksLikeEmail("cook@example.com")).toBe(true);
    expect(looksLikeEmail(" cook+1@example.co.uk ")).toBe(true);
    expect(looksLikeEmail("@handle")).toBe(false);
    expect(looksLikeEmail("hero")).toBe(false);
  });
});

describe("redactProperties", () => {
  it("replaces email values, redacts addresses, and keeps the rest", () => {
    expect(
      redactProperties({
        to: "cook@example.com",
        pathname: "/?code=1&utm_term=x",
        page: "https://example.com/#access_token=y",
        location: "hero",
        count: 2,
      }),
    ).toEqual({
      to: REDACTED,
      pathname: `/?code=${REDACTED}&utm_term=x`,
      page: "https://example.com/",
      location: "hero",
      count: 2,
    });
  });
});
