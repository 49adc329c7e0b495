/**
 * @jest-environment node
 */
import { spawn, type ChildProcess } from "node:child_process"
import readline from "node:readline"
import { groupRuns } from "../../src/cms/setup/local-editor"

/** Starts `perl -e script`, in a process group of its own when `detached`, and gives the first line it prints. */
function firstLine(script: string, detached: boolean): Promise<{ child: ChildProcess; line: string }> {
  const child = spawn("perl", ["-e", script], { stdio: ["ignore", "pipe", "inherit"], detached })
  return new Promise(resolve =>
    readline.createInterface({ input: child.stdout! }).once("line", line => resolve({ child, line })),
  )
}

const ended = (child: ChildProcess) => new Promise(resolve => child.once("exit", resolve))

describe("groupRuns, which the local editor's stop waits on for decap-server's git commands", () => {
  test("a group with a process running runs, and one whose processes have all ended does not", async () => {
    const { child } = await firstLine('$| = 1; print "started\\n"; sleep 10', true)
    expect(groupRuns(child.pid!)).toBe(true)
    process.kill(-child.pid!, "SIGKILL")
    await ended(child)
    expect(groupRuns(child.pid!)).toBe(false)
  })

  test("a group whose one process has ended but is not yet reaped (a zombie) does not run", async () => {
    // A process (in this one's group: a group's first process cannot leave it) makes a group of its own, starts a child in it that ends at once, and goes back to its parent's
    // group without reaping the child: its group is then the zombie alone, as a git command is once decap-server ends.
    const { child, line } = await firstLine(
      `
      $| = 1;
      my $parentGroup = getpgrp();
      setpgrp(0, 0);
      my $child = fork();
      exit 0 if $child == 0;
      # Until the child has ended: its state in /proc is then Z ("perl" holds no space, so the state is the third word).
      sub state { open(my $stat, "<", "/proc/$_[0]/stat") or return ""; return (split / /, <$stat>)[2] }
      select(undef, undef, undef, 0.01) until state($child) eq "Z";
      setpgrp(0, $parentGroup);
      print "$$\\n";
      sleep 10`,
      false,
    )
    const zombieGroup = Number(line)
    expect(() => process.kill(-zombieGroup, 0)).not.toThrow() // The zombie is still there: signal 0 finds it.
    expect(groupRuns(zombieGroup)).toBe(false)
    child.kill("SIGKILL")
    await ended(child)
  })
})
