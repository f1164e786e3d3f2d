/** @jest-environment node */
import { mkdir, mkdtemp, readdir, rm, writeFile } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import sharp from "sharp";
import { MIN_SOURCE_HEIGHT, MIN_SOURCE_WIDTH } from "../../src/recipes/constants";
import {
  MEDIA_FOLDER,
  MIN_HEIGHT,
  MIN_WIDTH,
  PhotoRefused,
  RECIPES_FOLDER,
  photoName,
  photoProblem,
  preparePersist,
  readPhoto,
  removeUnused,
  type PersistParams,
} from "./photos.cjs";

const jpeg = (width: number, height: number) =>
  sharp({ create: { width, height, channels: 3, background: "#c2410c" } })
    .jpeg()
    .toBuffer();

const recipeRaw = (slug: string, image: string) =>
  `${JSON.stringify({ recipeName: slug, author: "Elena Ruiz", image, slug }, null, 2)}\n`;

const upload = async (name: string, buffer: Promise<Buffer> = jpeg(1200, 900)) => ({
  path: `${MEDIA_FOLDER}/${name}`,
  content: (await buffer).toString("base64"),
  encoding: "base64",
});

const parsed = (params: PersistParams) =>
  JSON.parse(String(params.entry?.raw)) as Record<string, unknown>;

describe("photo rules", () => {
  it("use the build's minimum size", () => {
    expect([MIN_WIDTH, MIN_HEIGHT]).toEqual([MIN_SOURCE_WIDTH, MIN_SOURCE_HEIGHT]);
  });

  it("refuse a small photo naming the minimum, and a file that is no photo", () => {
    expect(photoProblem({ width: 400, height: 300, format: "jpeg" })).toBe(
      `This photo is 400×300 px, too small for the recipe card. Choose one of at least ${MIN_WIDTH}×${MIN_HEIGHT} px (1200×900 is ideal).`,
    );
    expect(photoProblem({ width: 1200, height: 900, format: "gif" })).toMatch(/not a JPEG/);
    expect(photoProblem({ width: MIN_WIDTH, height: MIN_HEIGHT, format: "webp" })).toBeNull();
  });

  it("read size and format from the bytes, whatever the file is called", async () => {
    expect(await readPhoto(await jpeg(640, 480))).toEqual({
      width: 640,
      height: 480,
      format: "jpeg",
    });
    expect((await readPhoto(Buffer.from("not a photo"))).format).toBe("unknown");
  });

  it("name a photo after the recipe, numbering it when the name is taken", () => {
    expect(photoName("green-shakshuka", "jpeg", new Set())).toBe("green-shakshuka.jpg");
    expect(photoName("tacos", "png", new Set(["tacos.png", "tacos-2.png"]))).toBe("tacos-3.png");
    expect(photoName("tacos", "webp", new Set(["tacos.png"]))).toBe("tacos.webp");
  });
});

describe("a recipe saved with photos", () => {
  let root = "";
  const renamed = new Map<string, string>();
  const images = () => readdir(path.join(root, MEDIA_FOLDER));
  const saveRecipe = (slug: string, image: string) =>
    writeFile(path.join(root, RECIPES_FOLDER, `${slug}.json`), recipeRaw(slug, image));

  beforeEach(async () => {
    root = await mkdtemp(path.join(os.tmpdir(), "cms-photos-"));
    await mkdir(path.join(root, RECIPES_FOLDER), { recursive: true });
    await mkdir(path.join(root, MEDIA_FOLDER), { recursive: true });
    renamed.clear();
  });
  afterEach(() => rm(root, { recursive: true, force: true }));

  it("stores a phone photo under the recipe's name and drops uploads it does not use", async () => {
    await writeFile(path.join(root, MEDIA_FOLDER, "green-shakshuka.jpg"), "another photo");
    const { params } = await preparePersist(
      {
        entry: {
          path: `${RECIPES_FOLDER}/green-shakshuka.json`,
          raw: recipeRaw("green-shakshuka", "images/img_2041.jpg"),
        },
        assets: [await upload("img_2041.jpg"), await upload("img_2040.jpg")],
      },
      { root, renamed },
    );
    expect(params.assets?.map((asset) => asset.path)).toEqual([
      `${MEDIA_FOLDER}/green-shakshuka-2.jpg`,
    ]);
    expect(parsed(params).image).toBe("images/green-shakshuka-2.jpg");
    expect(params.entry?.raw).toBe(recipeRaw("green-shakshuka", "images/green-shakshuka-2.jpg"));
  });

  it("refuses a photo too small for the card, naming the minimum", async () => {
    const request = preparePersist(
      {
        entry: {
          path: `${RECIPES_FOLDER}/tacos.json`,
          raw: recipeRaw("tacos", "images/photo_3.jpeg"),
        },
        assets: [await upload("photo_3.jpeg", jpeg(400, 300))],
      },
      { root, renamed },
    );
    await expect(request).rejects.toThrow(PhotoRefused);
    await expect(request).rejects.toThrow(`at least ${MIN_WIDTH}×${MIN_HEIGHT} px`);
  });

  it("reuses the name of the photo it replaces, unless another recipe shares it", async () => {
    await saveRecipe("tacos", "images/tacos.jpg");
    await writeFile(path.join(root, MEDIA_FOLDER, "tacos.jpg"), "old");
    const replace = async () =>
      preparePersist(
        {
          entry: {
            path: `${RECIPES_FOLDER}/tacos.json`,
            raw: recipeRaw("tacos", "images/x.jpg"),
          },
          assets: [await upload("x.jpg")],
        },
        { root, renamed },
      );
    const own = await replace();
    expect(own.params.assets?.map((asset) => asset.path)).toEqual([`${MEDIA_FOLDER}/tacos.jpg`]);
    expect(own.previous).toEqual(["images/tacos.jpg"]);

    await saveRecipe("tortillas", "images/tacos.jpg");
    const shared = await replace();
    expect(shared.params.assets?.map((asset) => asset.path)).toEqual([
      `${MEDIA_FOLDER}/tacos-2.jpg`,
    ]);
  });

  it("keeps the stored name when an editor still open saves the upload's old name", async () => {
    await saveRecipe("tacos", "images/tacos.jpg");
    await writeFile(path.join(root, MEDIA_FOLDER, "tacos.jpg"), "photo");
    renamed.set("images/img_1.jpg", "images/tacos.jpg");
    const { params } = await preparePersist(
      {
        entry: {
          path: `${RECIPES_FOLDER}/tacos.json`,
          raw: recipeRaw("tacos", "images/img_1.jpg"),
        },
      },
      { root, renamed },
    );
    expect(parsed(params).image).toBe("images/tacos.jpg");
  });

  it("removes the photos no recipe uses any more, and keeps those another recipe uses", async () => {
    await Promise.all(
      ["old.jpg", "shared.jpg", "kept.jpg"].map((name) =>
        writeFile(path.join(root, MEDIA_FOLDER, name), name),
      ),
    );
    await saveRecipe("soup", "images/shared.jpg");
    await saveRecipe("stew", "images/kept.jpg");
    expect(await removeUnused(root, ["images/old.jpg", "images/shared.jpg"])).toEqual([
      `${MEDIA_FOLDER}/old.jpg`,
    ]);
    expect((await images()).sort()).toEqual(["kept.jpg", "shared.jpg"]);
  });
});
