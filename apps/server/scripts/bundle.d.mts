/** apps/server, where bundle.mjs resolves entry points from. */
export declare const serverDir: string;

export declare function bundleServer(options: {
  entryPoints: Record<string, string>;
  outdir: string;
  onPackage?: (name: string, importer: string) => void;
}): Promise<void>;
