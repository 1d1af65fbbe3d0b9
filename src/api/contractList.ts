// Lists of a contract enum's values, checked against the generated type both ways when they
// compile: `satisfies` keeps out a value the contract lacks, and the parameter's type refuses a
// list that leaves one of the contract's values out. So a list written here cannot drift from
// api/openapi.yaml without a type error.

/** The enum's values a list leaves out; never when it names them all. */
type Missing<E extends string, L extends readonly E[]> = Exclude<E, L[number]>;

/**
 * `contractList<PostStatus>()(['generated', ...])`: the list as written (a readonly tuple, order
 * kept), refused by the compiler unless it names every value of the enum.
 */
export const contractList =
  <E extends string>() =>
  <const L extends readonly E[]>(
    list: L & ([Missing<E, L>] extends [never] ? unknown : { missingValues: Missing<E, L> }),
  ): L =>
    list;
