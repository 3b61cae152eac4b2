/** What reading a file the user named gave: its text, or a one-line reason (without the path). */
export type InputFile = { readonly text: string; readonly why?: undefined } | { readonly text?: undefined; readonly why: string };

/**
 * Reads a file the user named, at most `maxBytes` of it. Loading takes it as a parameter so that
 * config stays free of I/O; the engine passes the local provider's reader.
 */
export type ReadInputFile = (path: string, maxBytes: number) => InputFile;

/**
 * The files a pattern such as `addons/*.yaml` matches, relative to `baseDir`, in natural order
 * (a path that names a file is that file); loading takes it as a parameter like ReadInputFile.
 */
export type ListInputFiles = (pattern: string, baseDir: string) => readonly string[];

/** One entry of spec.addons.helm, with its paths made absolute, as the chart renderer takes it. */
export interface ChartRelease {
  readonly name: string;
  /** A chart directory or a packaged chart (.tgz). */
  readonly chart: string;
  readonly namespace: string;
  /** The cluster's kubernetesVersion, which the chart sees as `.Capabilities.KubeVersion`. */
  readonly kubeVersion: string;
  readonly valuesFiles: readonly string[];
  readonly values: Readonly<Record<string, unknown>>;
}

/** What rendering a chart gave: its manifests and the chart's own name and version, or a one-line reason. */
export type RenderedChart =
  | { readonly text: string; readonly chartName: string; readonly chartVersion: string; readonly why?: undefined }
  | { readonly text?: undefined; readonly why: string };

/** Renders a chart as `helm template` does; loading takes it as a parameter like ReadInputFile. */
export type RenderChart = (release: ChartRelease) => RenderedChart;

/**
 * Charts left out: for a command that never touches cluster objects (certs, kubeconfig, etcd
 * snapshot and restore, pki export, force-unlock), so it works where no helm command is installed.
 * The cluster it loads holds no chart's objects.
 */
export const CHARTS_LEFT_OUT = 'charts left out';

/** Where loading finds the files and charts a cluster.yaml names. */
export interface InputSources {
  readonly readFile: ReadInputFile;
  readonly listFiles: ListInputFiles;
  readonly renderChart: RenderChart | typeof CHARTS_LEFT_OUT;
}
