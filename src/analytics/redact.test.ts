import { HAVE_PARAM } from "../fridge/have-param";
import {
  CAMPAIGN_PARAMS,
  CLICK_ID_PARAMS,
  REDACTED,
  SECRET_PARAMS,
  campaignValues,
  dropsClickIds,
  isSecretValue,
  redactPayload,
  redactUrl,
  redactValue,
} from "./redact";

const JWT =
  "eyJhbGciOiJIUzI1NiJ9.eyJzdWIiOiIxMjM0NTY3ODkwIiwibmFtZSI6IkphbmUifQ.c2lnbmF0dXJlLXNpZ24";

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

  it.each(SECRET_PARAMS)("redacts the %s parameter, whatever its value", (name) => {
    expect(redactUrl(`https://example.com/?${name}=secret&utm_source=mail`)).toBe(
      `https://example.com/?${name}=${REDACTED}&utm_source=mail`,
    );
  });

  it.each([
    ["an array name", "token[]=a&token[]=b", `token[]=${REDACTED}&token[]=${REDACTED}`],
    ["a bracketed name", "user[email]=x", `user[email]=${REDACTED}`],
    ["an encoded bracket", "token%5B%5D=a", `token%5B%5D=${REDACTED}`],
    ["a name in capitals", "Token=x", `Token=${REDACTED}`],
    ["a name ending in _secret", "client_secret=x", `client_secret=${REDACTED}`],
    ["a name ending in _password", "new_password=x", `new_password=${REDACTED}`],
  ])("redacts a secret parameter given as %s", (_shape, query, expected) => {
    expect(redactUrl(`/?${query}&utm_medium=email`)).toBe(`/?${expected}&utm_medium=email`);
  });

  it.each([
    ["plain", "/?ref=a@b.co"],
    ["encoded as %40", "/?ref=a%40b.co"],
    ["double-encoded as %2540", "/?ref=a%2540b.co"],
    ["with a +tag", "/?ref=a+tag@x.com"],
    ["with an encoded +tag", "/?ref=a%2Btag%40x.com"],
    ["inside longer words", "/?q=my+email+a@b.co"],
    ["inside encoded words", "/?q=my%20email%20a%40b.co"],
    ["in a name and angle brackets", "/?to=Jane%20%3Cj@b.co%3E"],
    ["in a list", "/?to=a@b.co,c@d.co"],
    ["in an encoded list", "/?to=x%2Ca%40b.co"],
    ["in a nested address", "/?next=/x?email=a@b.co"],
    ["in an encoded nested address", "/?next=%2Fx%3Femail%3Da%2540b.co"],
  ])("redacts a value holding an email address %s", (_shape, url) => {
    expect(redactUrl(`${url}&utm_campaign=spring`)).toBe(
      `${url.split("=")[0]}=${REDACTED}&utm_campaign=spring`,
    );
  });

  it("redacts a nested address that carries a secret parameter or a fragment", () => {
    expect(redactUrl("/?next=%2Fadmin%2F%3Ftoken%3Dabc")).toBe(`/?next=${REDACTED}`);
    expect(redactUrl("/?next=https%3A%2F%2Fx.test%2F%23invite_token%3Dabc")).toBe(
      `/?next=${REDACTED}`,
    );
    expect(redactUrl("/?next=%2Frecipes%2F%3Fpage%3D2")).toBe("/?next=%2Frecipes%2F%3Fpage%3D2");
  });

  it("redacts a JSON Web Token anywhere: a value, a path segment, a nested address", () => {
    expect(redactUrl(`/?state=${JWT}`)).toBe(`/?state=${REDACTED}`);
    expect(redactUrl(`/verify/${JWT}/done`)).toBe(`/verify/${REDACTED}/done`);
    expect(redactUrl(`/?next=${encodeURIComponent(`/x?t=${JWT}`)}`)).toBe(`/?next=${REDACTED}`);
  });

  it.each([
    ["plain", "/people/cook@example.com/recipes"],
    ["encoded as %40", "/people/cook%40example.com/recipes"],
    ["double-encoded as %2540", "/people/cook%2540example.com/recipes"],
  ])("redacts an email address in the path, %s", (_shape, url) => {
    expect(redactUrl(url)).toBe(`/people/${REDACTED}/recipes`);
  });

  it("redacts a parameter that is nothing but an email address", () => {
    expect(redactUrl("/?a@b.co&utm_source=x")).toBe(`/?${REDACTED}&utm_source=x`);
  });

  it.each(CLICK_ID_PARAMS)("redacts the advertising click ID %s in an address", (name) => {
    expect(redactUrl(`/?${name}=abc&utm_source=ad`)).toBe(`/?${name}=${REDACTED}&utm_source=ad`);
  });

  it("keeps campaign and other harmless parameters as they are", () => {
    const url = "https://example.com/contact?utm_source=news&utm_medium=email&src=qr&ref=footer";
    expect(redactUrl(url)).toBe(url);
  });

  it("survives broken encoding", () => {
    expect(redactUrl("/?Token=x&bad=%E0%A4%A")).toBe(`/?Token=${REDACTED}&bad=%E0%A4%A`);
  });
});

describe("redactValue", () => {
  it.each([
    ["an email address", "cook@example.com"],
    ["an email address in words", "write to cook@example.com please"],
    ["a named address", "Jane <j@b.co>"],
    ["a list of addresses", "a@b.co; c@d.co"],
    ["an encoded address", "a%40b.co"],
    ["a token", JWT],
    ["a token in words", `Bearer ${JWT}`],
  ])("replaces %s", (_shape, value) => {
    expect(redactValue(value)).toBe(REDACTED);
  });

  it("redacts an address and keeps plain words", () => {
    expect(redactValue("/?code=1&utm_term=x")).toBe(`/?code=${REDACTED}&utm_term=x`);
    expect(redactValue("hero")).toBe("hero");
    expect(redactValue("@handle")).toBe("@handle");
  });
});

describe("isSecretValue", () => {
  it("knows an address from other text", () => {
    expect(isSecretValue("cook+1@example.co.uk")).toBe(true);
    expect(isSecretValue("spring sale")).toBe(false);
  });
});

describe("redactPayload", () => {
  it("redacts every string of a request body, nested or in lists, and keeps the rest", () => {
    expect(
      redactPayload([
        {
          event: "Page Viewed",
          properties: {
            to: "cook@example.com",
            pathname: "/?code=1&utm_term=x",
            $current_url: "https://example.com/#access_token=y",
            location: "hero",
            count: 2,
            flag: true,
          },
        },
        { $set_once: { initial: ["a@b.co", "spring"] } },
      ]),
    ).toEqual([
      {
        event: "Page Viewed",
        properties: {
          to: REDACTED,
          pathname: `/?code=${REDACTED}&utm_term=x`,
          $current_url: "https://example.com/",
          location: "hero",
          count: 2,
          flag: true,
        },
      },
      { $set_once: { initial: [REDACTED, "spring"] } },
    ]);
  });

  it("leaves out click IDs unless asked for", () => {
    const sent = { gclid: "g1", utm_source: "x" };
    expect(redactPayload(sent, dropsClickIds(false))).toEqual({ utm_source: "x" });
    expect(redactPayload(sent, dropsClickIds(true))).toEqual({ gclid: "g1", utm_source: "x" });
  });
});

describe("campaignValues", () => {
  it("reads the five utm_* values of an address, each redacted", () => {
    expect(CAMPAIGN_PARAMS).toEqual([
      "utm_source",
      "utm_medium",
      "utm_campaign",
      "utm_term",
      "utm_content",
    ]);
    expect(
      campaignValues(
        "https://example.com/?utm_source=newsletter&utm_content=jane%40example.com&utm_id=7#x",
        false,
      ),
    ).toEqual({ utm_source: "newsletter", utm_content: REDACTED });
  });

  it("adds click IDs only when asked for", () => {
    const url = "/?utm_medium=cpc&gclid=abc&fbclid=def";
    expect(campaignValues(url, false)).toEqual({ utm_medium: "cpc" });
    expect(campaignValues(url, true)).toEqual({ utm_medium: "cpc", gclid: "abc", fbclid: "def" });
    expect(CLICK_ID_PARAMS).toContain("msclkid");
  });

  it("is empty for an address without them", () => {
    expect(campaignValues("/recipes/", true)).toEqual({});
  });
});
