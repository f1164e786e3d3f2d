import { siApple, siGoogleplay } from "simple-icons";
import { applePath, googlePlayPath } from "./brand-paths";

describe("the store badges' brand paths", () => {
  it("are the logos of the simple-icons installed (after an upgrade: node scripts/extract-brand-paths.mjs)", () => {
    expect(applePath).toBe(siApple.path);
    expect(googlePlayPath).toBe(siGoogleplay.path);
  });
});
