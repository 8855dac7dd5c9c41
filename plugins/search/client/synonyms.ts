/**
 * Words readers use interchangeably with the ones the docs use, applied at query time: a query word that is one of
 * a group's words also matches the others. The groups are site data (the plugin's `synonyms` option).
 */

/** Groups of interchangeable words, lower-case (Korean words as stems, without particles). */
export type Synonyms = readonly (readonly string[])[];

/** The other words of the group a query word (lower-case, particle already removed) belongs to, or none. */
export type SynonymsOf = (word: string) => readonly string[];

export function synonymsLookup(groups: Synonyms): SynonymsOf {
  return (word) => {
    const group = groups.find((candidate) => candidate.includes(word));
    return group ? group.filter((other) => other !== word) : [];
  };
}
