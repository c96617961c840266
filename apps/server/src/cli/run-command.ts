/**
 * Runs a command line's `main` on its arguments: the number it answers is the exit code, and a
 * failure (a bad setting, a missing file) is said in one line on stderr and exits with 1.
 */
export async function runCommand(main: (args: string[]) => Promise<number>): Promise<void> {
  try {
    process.exitCode = await main(process.argv.slice(2));
  } catch (error) {
    console.error(error instanceof Error ? error.message : error);
    process.exitCode = 1;
  }
}
