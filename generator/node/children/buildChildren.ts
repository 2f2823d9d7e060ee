/**
 * The child processes a build starts ahead of their jobs, and when: they load their modules on the other core while
 * the build works (see warmChild), and those left without a job are ended. The build names the kinds (this layer
 * knows no stage):
 * - two compile children from the start of a cold build (every page compiles, in two halves), one otherwise;
 * - the index child from the start, told where the previous build's terms and files are (it reads them meanwhile);
 * - the render child with the compile when few pages compile (it loads React meanwhile), after it when many do (it
 *   would sit in memory beside the compile children through a long compile), and none when no page compiled;
 * - on a cold build of a site of some size, two compress children while the last pages render (every file is new).
 */
import { warmChild, type ChildKind, type ChildOptions, type WarmChild } from './child.ts';

type Kind = ChildKind<unknown, unknown>;
/** The warm child of a kind, typed by the kind's input and output. */
type Warm<K> = K extends ChildKind<infer Input, infer Output> ? WarmChild<Input, Output> : never;

export interface BuildChildKinds {
  compile: Kind;
  index: Kind;
  render: Kind;
  compress: Kind;
}

export interface BuildChildOptions {
  /** No page is in the compile cache: a cold build. */
  cold: boolean;
  /** The index child's environment (where it reads the previous build's terms and files ahead of its job). */
  indexEnv: NodeJS.ProcessEnv;
  /** The render child's options (its environment). */
  renderOptions: ChildOptions;
}

/** At most this many pages to compile, the render child starts before they compile rather than after. */
export const EARLY_RENDERER_PAGES = 50;

/**
 * Below this many routes, no compress child is started ahead: the compress stage uses children only for 8 MB of
 * files or more (about 130 routes of the Qodly site, at 60 KB a route), and does a smaller output in the build's
 * process; two children started for nothing cost 0.12 s of CPU at each cold build of a small site.
 */
export const EARLY_COMPRESSOR_ROUTES = 100;

export class BuildChildren<K extends BuildChildKinds> {
  /** The compile children: the second one on a cold build only. */
  readonly compiler: Warm<K['compile']>;
  readonly secondCompiler: Warm<K['compile']> | undefined;
  readonly indexer: Warm<K['index']>;
  private renderer: Warm<K['render']> | undefined;
  private compressors: Warm<K['compress']>[] = [];
  private readonly started: WarmChild<unknown, unknown>[] = [];

  constructor(
    private readonly kinds: K,
    private readonly options: BuildChildOptions,
  ) {
    this.compiler = this.start<K['compile']>(kinds.compile);
    this.secondCompiler = options.cold ? this.start<K['compile']>(kinds.compile) : undefined;
    this.indexer = this.start<K['index']>(kinds.index, { env: options.indexEnv });
  }

  /** Told the number of pages about to compile (some): with few of them, the render child starts now. */
  compiling(pages: number): void {
    if (pages <= EARLY_RENDERER_PAGES) this.renderer ??= this.start<K['render']>(this.kinds.render, this.options.renderOptions);
  }

  /** Told the number of pages compiled: the render child for them (started now if not yet), none if no page compiled. */
  compiled(pages: number): Warm<K['render']> | undefined {
    if (pages > 0) this.renderer ??= this.start<K['render']>(this.kinds.render, this.options.renderOptions);
    return this.renderer;
  }

  /** The compress children, started as the last pages render: two on a cold build of `routes` routes or more, none otherwise. */
  startCompressors(routes: number): Warm<K['compress']>[] {
    if (this.options.cold && routes >= EARLY_COMPRESSOR_ROUTES && !this.compressors.length)
      this.compressors = [this.start<K['compress']>(this.kinds.compress), this.start<K['compress']>(this.kinds.compress)];
    return this.compressors;
  }

  /** Ends every child started ahead that was given no job (one that was given a job is left to finish it). */
  endUnused(): void {
    for (const child of this.started) child.cancel();
  }

  private start<Of extends Kind>(kind: Of, options?: ChildOptions): Warm<Of> {
    const child = warmChild(kind, options);
    this.started.push(child);
    return child as Warm<Of>;
  }
}
