import { keep, kept, type BuildCache } from "./cache";

const memoryCache = (): BuildCache => {
  const values = new Map<string, unknown>();
  return {
    get: async (key) => values.get(key),
    set: async (key, value) => values.set(key, value).get(key),
  };
};

describe("what one hook hands to another", () => {
  it("comes back as it was kept", async () => {
    const cache = memoryCache();
    await keep(cache, "homePage", { showcase: ["dal", "pho"] });
    await expect(kept(cache, "homePage")).resolves.toEqual({ showcase: ["dal", "pho"] });
  });

  it("names what is missing when the hook that makes it has not run", async () => {
    await expect(kept(memoryCache(), "fridgeIndexes")).rejects.toThrow(
      "The build has no fridgeIndexes: the hook that makes it has not run in this build",
    );
  });
});
