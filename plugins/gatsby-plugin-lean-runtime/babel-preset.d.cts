declare function preset(api: unknown): unknown;
declare namespace preset {
  const nativeInTargets: (targets: Record<string, string>) => string[];
}
export = preset;
