/**
 * "Show the token as a variable": the reference's samples carry the placeholder ACCESS_TOKEN (curl already reads
 * $ACCESS_TOKEN, as the guides' shell samples do); with this option each other language reads it from the
 * environment variable ACCESS_TOKEN instead, in that language's own syntax.
 * Only the exact shapes the sample generator (snippetz, plugins/api-reference/codeSamples.ts) writes are rewritten,
 * so any other code is left as it is: this adapts its output, which has no option for it. The tests in
 * tests/code/reference-code-samples.test.ts fail when the generator's output changes ("the token as a variable"
 * checks every language's rewrite) and parse every rewritten sample of the reference.
 */
import {EXAMPLE_ACCESS_TOKEN as TOKEN} from '@site/config/product';

type Rewrite = (code: string) => string;

const replace =
  (from: string, to: string): Rewrite =>
  (code) =>
    code.split(from).join(to);

const REWRITES: Record<string, Rewrite> = {
  javascript: replace(`'Bearer ${TOKEN}'`, `\`Bearer \${process.env.${TOKEN}}\``),
  python: (code) =>
    code.includes(`"Bearer ${TOKEN}"`)
      ? replace(
          `"Bearer ${TOKEN}"`,
          `f"Bearer {os.environ['${TOKEN}']}"`,
        )(code.replace(/^import requests$/m, 'import os\nimport requests'))
      : code,
  java: replace(`"Bearer ${TOKEN}"`, `"Bearer " + System.getenv("${TOKEN}")`),
  kotlin: replace(`"Bearer ${TOKEN}"`, `"Bearer \${System.getenv("${TOKEN}")}"`),
  swift: replace(`"Bearer ${TOKEN}"`, `"Bearer \\(ProcessInfo.processInfo.environment["${TOKEN}"] ?? "")"`),
  go: (code) =>
    code.includes(`"Bearer ${TOKEN}"`)
      ? replace(
          `"Bearer ${TOKEN}"`,
          `"Bearer "+os.Getenv("${TOKEN}")`,
        )(/^\t"os"$/m.test(code) ? code : code.replace(/^import \($/m, 'import (\n\t"os"'))
      : code,
  csharp: replace(
    `new AuthenticationHeaderValue("Bearer", "${TOKEN}")`,
    `new AuthenticationHeaderValue("Bearer", Environment.GetEnvironmentVariable("${TOKEN}"))`,
  ),
};

export function tokenAsVariable(code: string, language: string): string {
  return REWRITES[language]?.(code) ?? code;
}
