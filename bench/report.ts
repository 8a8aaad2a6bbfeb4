// What the benchmark scripts share to report: a markdown table's head, and
// running a script on its own from the command line.

/** The head of a markdown results table: its columns, then the rule under them. */
export function printTableHead(columns: readonly string[]): void {
  console.log(`| ${columns.join(' | ')} |`);
  console.log(`|${'---|'.repeat(columns.length)}`);
}

/** Runs a benchmark when its file is the one node started; a failure fails the process. */
export function runWhenMain(script: NodeModule, run: () => Promise<unknown>): void {
  if (require.main !== script) return;
  run().catch((error: unknown) => {
    console.error(error);
    process.exit(1);
  });
}
