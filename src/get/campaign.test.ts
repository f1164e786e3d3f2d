import { REDACTED } from "../analytics/redact";
import { appStoreCampaignToken, playReferrer, readCampaign } from "./campaign";
import { APP_STORE_CAMPAIGN, CAMPAIGN_VALUE_MAX_LENGTH } from "./constants";

describe("readCampaign", () => {
  it("keeps the utm_* parameters, src and ct, trimmed, and nothing else", () => {
    expect(
      readCampaign(
        "?utm_source=%20newsletter%20&utm_medium=email&utm_campaign=spring&utm_term=pasta" +
          "&utm_content=hero&src=qr&ct=spring-2026&gclid=abc&utm_id=7",
      ),
    ).toEqual({
      utm_source: "newsletter",
      utm_medium: "email",
      utm_campaign: "spring",
      utm_term: "pasta",
      utm_content: "hero",
      src: "qr",
      ct: "spring-2026",
    });
  });

  it("drops empty values and reads form-encoded spaces", () => {
    expect(readCampaign("?utm_source=&utm_medium=%20&utm_campaign=spring+sale")).toEqual({
      utm_campaign: "spring sale",
    });
  });

  it("redacts a value holding an email address or a token, as analytics does", () => {
    expect(readCampaign("?utm_content=jane%40example.com&utm_source=news")).toEqual({
      utm_content: REDACTED,
      utm_source: "news",
    });
  });

  it("cuts very long values", () => {
    const campaign = readCampaign(`?utm_campaign=${"a".repeat(500)}`);
    expect(campaign.utm_campaign).toHaveLength(CAMPAIGN_VALUE_MAX_LENGTH);
  });

  it("is empty without a query", () => {
    expect(readCampaign("")).toEqual({});
  });
});

describe("playReferrer", () => {
  it("writes the utm pairs in Google's order as one query string", () => {
    expect(
      playReferrer({
        utm_content: "hero",
        utm_campaign: "spring",
        utm_medium: "email",
        utm_source: "newsletter",
        utm_term: "pasta",
      }),
    ).toBe(
      "utm_source=newsletter&utm_medium=email&utm_campaign=spring&utm_term=pasta&utm_content=hero",
    );
  });

  it("uses src as utm_source when there is none", () => {
    expect(playReferrer({ src: "qr" })).toBe("utm_source=qr");
    expect(playReferrer({ src: "qr", utm_source: "poster" })).toBe("utm_source=poster");
  });

  it("percent-encodes values so & = + and spaces survive the app's parsing", () => {
    const referrer = playReferrer({ utm_source: "a&b=c", utm_campaign: "spring sale+more" });
    expect(referrer).toBe("utm_source=a%26b%3Dc&utm_campaign=spring%20sale%2Bmore");
    const decoded = new URLSearchParams(referrer ?? "");
    expect(decoded.get("utm_source")).toBe("a&b=c");
    expect(decoded.get("utm_campaign")).toBe("spring sale+more");
  });

  it("is null without attribution (ct alone is Apple's)", () => {
    expect(playReferrer({})).toBeNull();
    expect(playReferrer({ ct: "spring" })).toBeNull();
  });
});

describe("appStoreCampaignToken", () => {
  it("prefers ct, then utm_campaign, then src, then utm_source", () => {
    const all = { ct: "given", utm_campaign: "spring", src: "qr", utm_source: "newsletter" };
    expect(appStoreCampaignToken(all)).toBe("given");
    expect(appStoreCampaignToken({ ...all, ct: undefined })).toBe("spring");
    expect(appStoreCampaignToken({ src: "qr", utm_source: "newsletter" })).toBe("qr");
    expect(appStoreCampaignToken({ utm_source: "newsletter", utm_medium: "email" })).toBe(
      "newsletter",
    );
  });

  it("keeps Apple's allowed punctuation and drops other characters", () => {
    expect(appStoreCampaignToken({ ct: "Spring [2026] / pasta & co." })).toBe(
      "Spring [2026] / pasta & co.",
    );
    expect(appStoreCampaignToken({ ct: "crème brûlée 🍮" })).toBe("crme brle");
  });

  it("cuts to Apple's maximum length without a trailing space", () => {
    const token = appStoreCampaignToken({ ct: `${"a".repeat(29)} tail` });
    expect(token).toBe("a".repeat(29));
    expect(appStoreCampaignToken({ ct: "b".repeat(60) })?.length).toBe(
      APP_STORE_CAMPAIGN.campaignTokenMaxLength,
    );
  });

  it("is null without attribution or when nothing allowed is left", () => {
    expect(appStoreCampaignToken({})).toBeNull();
    expect(appStoreCampaignToken({ ct: "🍮" })).toBeNull();
    expect(appStoreCampaignToken({ utm_medium: "email" })).toBeNull();
  });
});
