/** A problem in a code block. Lines are 0-based inside the block; the page check turns them into file lines. */
export interface Finding {
  line: number;
  message: string;
  /** Another line the message refers to ("… of line N"), also 0-based in the block. */
  related?: number;
}
