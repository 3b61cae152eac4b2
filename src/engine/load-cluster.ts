import { loadCluster, parseCluster, readClusterText } from '../config/load.js';
import type { LoadedCluster } from '../model/loaded-cluster.js';
import { readInputFile } from '../providers/local/input-file.js';
import { matchInputFiles } from '../providers/local/input-globs.js';

/** Loads a cluster.yaml from this machine, with the CA, configuration and manifest files it names (see config's loadCluster). */
export function loadClusterFile(path: string, displayPath = path): LoadedCluster {
  return loadCluster(path, readInputFile, displayPath, matchInputFiles);
}

/** A cluster file's text, read as loadClusterFile reads it. */
export function readClusterFileText(path: string, displayPath = path): string {
  return readClusterText(path, readInputFile, displayPath);
}

/** A cluster given as text whose CA files are read from this machine (path is where it would be). */
export function parseClusterText(text: string, path: string, displayPath = path): LoadedCluster {
  return parseCluster(text, path, displayPath, readInputFile, matchInputFiles);
}

/** The files a pattern names on this machine (a glob such as `clusters/*\/cluster.yaml`), as add-on manifests are found. */
export { matchInputFiles } from '../providers/local/input-globs.js';
