import type { Cms } from "./decap";
import { PHRASES, backupQuestion, applyPhrases } from "./locale";

describe("the editor's words in Decap", () => {
  it("replace only the phrases it names, keeping the rest of Decap's English", () => {
    const english = {
      editor: {
        editorToolbar: { published: "Published", publishNow: "Publish now" },
        editor: { confirmLoadBackup: "Use the backup?" },
      },
      ui: { toast: { entrySaved: "Entry saved" } },
    };
    const registered: Record<string, unknown>[] = [];
    const cms = {
      getLocale: () => english,
      registerLocale: (_: string, phrases: Record<string, unknown>) => registered.push(phrases),
    } as unknown as Cms;
    applyPhrases(cms);
    expect(registered[0]).toMatchObject({
      collection: { collectionTop: { newButton: "New %{collectionLabel}" } },
      editor: {
        editorToolbar: { published: "Saved", publishNow: "Publish now" },
        editor: { confirmLoadBackup: "Use the backup?" },
      },
      ui: { toast: { entrySaved: "Entry saved", onFailToPersist: "Not saved. %{details}" } },
    });
    expect(backupQuestion(cms)).toBe("Use the backup?");
  });

  it("never says Published, nor uses a glyph for New", () => {
    const leaves = (phrases: object): string[] =>
      Object.values(phrases).flatMap((value) =>
        typeof value === "string" ? [value] : leaves(value),
      );
    expect(leaves(PHRASES).join("\n")).not.toMatch(/Published|＋/);
  });
});
