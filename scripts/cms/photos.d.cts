export type PhotoSize = { width: number; height: number; format: string };
export type Asset = { path: string; content: string; encoding: string };
export type DataFile = { path: string; raw: string; slug?: string; newPath?: string };
export type PersistParams = { entry?: DataFile; dataFiles?: DataFile[]; assets?: Asset[] };

export declare const MIN_WIDTH: number;
export declare const MIN_HEIGHT: number;
export declare const MEDIA_FOLDER: string;
export declare const RECIPES_FOLDER: string;
export declare class PhotoRefused extends Error {}
export declare const photoProblem: (size: PhotoSize) => string | null;
export declare const photoName: (slug: string, format: string, taken: Set<string>) => string;
export declare const readPhoto: (buffer: Buffer) => Promise<PhotoSize>;
export declare const preparePersist: (
  params: PersistParams,
  options: { root: string; renamed: Map<string, string> },
) => Promise<{ params: PersistParams; previous: string[] }>;
export declare const imagesOf: (root: string, filePaths: string[]) => Promise<string[]>;
export declare const removeUnused: (root: string, images: string[]) => Promise<string[]>;
export declare const recipeUsing: (
  root: string,
  filePath: string,
) => Promise<Record<string, unknown> | null>;
