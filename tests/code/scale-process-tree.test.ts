import {describe, expect, it} from 'vitest';
import {groupAlive, sampleTree, startTree, stopTree} from '../../bench/scale/process-tree';

const MB = 1024 * 1024;
/** A Node process that starts two children, each holding 64 MB, and reports when they are ready. */
const PARENT = `
const {spawn} = require('node:child_process');
const child = "const b = Buffer.alloc(64 * 1024 * 1024, 1); console.log('ready'); setInterval(() => b[0]++, 1000);";
let ready = 0;
for (let i = 0; i < 2; i += 1) {
  spawn(process.execPath, ['-e', child]).stdout.on('data', () => (ready += 1) === 2 && console.log('all ready'));
}
setInterval(() => {}, 1000);
`;

describe('the scale bench’s process trees', () => {
  it('sum the memory of a process and its descendants, and stop them all', async () => {
    const tree = startTree(process.execPath, ['-e', PARENT], {stdio: ['ignore', 'pipe', 'inherit']});
    await new Promise<void>((resolve) =>
      tree.child.stdout!.on('data', (data: Buffer) => data.includes('all ready') && resolve()),
    );
    const pid = tree.child.pid!;
    const sample = sampleTree(pid);
    expect(sample.residentBytes).toBeGreaterThan(128 * MB);
    expect(sample.cpuMs).toBeGreaterThan(0);
    expect(sample.stopped).toBe(false);

    expect(groupAlive(pid)).toBe(true);
    await stopTree(tree);
    await expect.poll(() => groupAlive(pid)).toBe(false);
  }, 20_000);
});
