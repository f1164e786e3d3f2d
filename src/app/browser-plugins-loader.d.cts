declare function browserPluginsLoader(
  this: { getOptions: () => { leaveOut: RegExp[] } },
  source: string,
): string;
declare namespace browserPluginsLoader {
  const browserPluginList: (source: string, leaveOut: RegExp[]) => string;
}
export = browserPluginsLoader;
