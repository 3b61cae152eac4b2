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
