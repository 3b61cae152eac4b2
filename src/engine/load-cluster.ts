import { loadCluster, parseCluster, readClusterText } from '../config/load.js';
import type { LoadedCluster } from '../model/loaded-cluster.js';
import { readInputFile } from '../providers/local/input-file.js';
import { matchInputFiles } from '../providers/local/input-globs.js';
import { renderHelmChart } from '../providers/local/helm-template.js';
import { CHARTS_LEFT_OUT, type InputSources } from '../model/input-file.js';

/** This machine's files, and charts rendered by its helm command. */
const LOCAL_INPUTS: InputSources = { readFile: readInputFile, listFiles: matchInputFiles, renderChart: renderHelmChart };

/**
 * Loads a cluster.yaml from this machine, with the CA, configuration and manifest files and the
 * charts it names (see config's loadCluster); `charts: false` leaves the charts out (CHARTS_LEFT_OUT).
 */
export function loadClusterFile(path: string, displayPath = path, opts: { charts?: boolean } = {}): LoadedCluster {
  return loadCluster(path, opts.charts === false ? { ...LOCAL_INPUTS, renderChart: CHARTS_LEFT_OUT } : LOCAL_INPUTS, displayPath);
}

/** A cluster file's text, read as loadClusterFile reads it. */
export function readClusterFileText(path: string, displayPath = path): string {
  return readClusterText(path, readInputFile, displayPath);
}

/** A cluster given as text whose CA files are read from this machine (path is where it would be). */
export function parseClusterText(text: string, path: string, displayPath = path): LoadedCluster {
  return parseCluster(text, path, displayPath, LOCAL_INPUTS);
}

/** The files a pattern names on this machine (a glob such as `clusters/*\/cluster.yaml`), as add-on manifests are found. */
export { matchInputFiles } from '../providers/local/input-globs.js';
