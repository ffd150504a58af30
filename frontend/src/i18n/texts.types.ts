/** A catalogue's shape with a string at every leaf: what its nn and en must fill in, key for key. */
export type Texts<T> = { readonly [K in keyof T]: T[K] extends string ? string : Texts<T[K]> };
