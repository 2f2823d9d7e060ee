/**
 * The last session's shell (main.js, its lazy chunks, main.css), served while webpack loads and builds this
 * session's: the first page paints without waiting for webpack (seconds, most of start-up). Once the build is done,
 * `sameAs` tells whether the new shell is the old one with another build hash (the usual case: no theme code changed
 * while the server was stopped). Pages running the old shell then take the new hash as theirs (see
 * generator/client/dev/hot.ts and the server's hot-update aliasing); otherwise they reload, as after any restart.
 * The shell is saved (`.cache/dev-shell/`) after every build without errors, so the next session finds the last one.
 */
import { copyFileSync, existsSync, mkdirSync, readFileSync, readdirSync, renameSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';

/** The shell's files: everything under assets/js and assets/css but the pages' own (p/) and hot updates. */
function shellFiles(outDir: string): string[] {
  const files: string[] = [];
  const walk = (dir: string) => {
    if (!existsSync(dir)) return;
    for (const name of readdirSync(dir)) {
      const full = join(dir, name);
      if (statSync(full).isDirectory()) {
        if (name !== 'p') walk(full);
      } else files.push(relative(outDir, full));
    }
  };
  walk(join(outDir, 'assets', 'js'));
  walk(join(outDir, 'assets', 'css'));
  return files;
}

const MARKER = 'shell.json';

/**
 * mini-css-extract-plugin's hot-reload code for a style sheet carries the time it was built, as a comment
 * (`// 1795642968373`), in the code and in its inline source map: code that differs by it alone is the same code.
 */
function withoutStamps(code: string): string {
  return code.replace(/\/\/ \d{13}\b/g, '//').replace(/sourceMappingURL=data:application\/json;charset=utf-8;base64,[A-Za-z0-9+/=]+/g, 'sourceMappingURL=');
}

/** Saves the shell built in `outDir` (a build without errors, of this hash) to `savedDir`, for the next session. */
export function saveShell(outDir: string, savedDir: string, hash: string): void {
  const temp = `${savedDir}-${process.pid}`;
  rmSync(temp, { recursive: true, force: true });
  for (const rel of shellFiles(outDir)) {
    mkdirSync(dirname(join(temp, rel)), { recursive: true });
    copyFileSync(join(outDir, rel), join(temp, rel));
  }
  writeFileSync(join(temp, MARKER), JSON.stringify({ hash }));
  rmSync(savedDir, { recursive: true, force: true });
  renameSync(temp, savedDir);
}

export class PreviousShell {
  private readonly files: Set<string>;

  private constructor(
    private readonly dir: string,
    readonly hash: string,
  ) {
    this.files = new Set(shellFiles(dir));
  }

  /** The shell a previous session saved, if any. */
  static of(dir: string): PreviousShell | undefined {
    try {
      const { hash } = JSON.parse(readFileSync(join(dir, MARKER), 'utf8')) as { hash: string };
      if (!readFileSync(join(dir, 'assets', 'js', 'main.js'), 'utf8').includes(hash)) return undefined;
      return new PreviousShell(dir, hash);
    } catch {
      return undefined;
    }
  }

  /** The file to serve for a request path relative to the output folder (`assets/js/main.js`), if the shell has it. */
  file(rel: string): string | undefined {
    return this.files.has(rel) ? join(this.dir, rel) : undefined;
  }

  /** Whether the shell built in `outDir` (build `hash`) is this one but for its hash. */
  sameAs(outDir: string, hash: string): boolean {
    const built = shellFiles(outDir);
    if (built.length !== this.files.size) return false;
    return built.every((rel) => {
      if (!this.files.has(rel)) return false;
      const before = readFileSync(join(this.dir, rel), 'utf8').replaceAll(this.hash, hash);
      return withoutStamps(before) === withoutStamps(readFileSync(join(outDir, rel), 'utf8'));
    });
  }
}
