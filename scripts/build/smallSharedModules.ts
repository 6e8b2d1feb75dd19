import type { Plugin } from 'vite';

/**
 * Small modules that many route chunks share and that import nothing but the first chunk. Left to
 * itself, rolldown gives each set of importers a chunk of its own: fifteen files of 50 to 500 bytes,
 * each named in the imports of up to 32 chunks (`import{t as e}from"./x1y2z3a.js"`, plus a bare
 * import in every chunk above them: about ten bytes of gzip per name, random letters that do not
 * compress). Grouped into one `shared` chunk (4 KiB, 2 KiB gzip), they cost 2.7 KiB less of the
 * whole app, and a route fetches 5 to 10 files fewer (home 20 instead of 29, repay detail 12 instead
 * of 22) for about the same bytes. A module listed here must keep importing nothing but the first
 * chunk: rolldown would otherwise pull what it imports into `shared` too (xstate, say), for every
 * route to load. `onlySmallSharedModules` fails the build then.
 */
export const SMALL_SHARED_MODULES = [
  'ui/app/useMarket',
  'ui/app/useSignedInDrafts',
  'ui/app/leaveGuard',
  'ui/shared/fieldsLocked',
  'ui/shared/useTypedDraft',
  'ui/shared/focusLanding',
  'ui/shared/Money',
  'ui/shared/money',
  'ui/shared/intlFormats',
  'ui/shared/DateText',
  'ui/shared/CheckingApplication',
  'ui/loan/format',
  'ui/support/common/Screen',
  'machines/shared/submitError',
  'machines/pagedList/pagedList.selectors',
  'services/orders/timing',
] as const;

/** A module id test for a code-splitting group: any of `paths` (from the repository root), .ts or .tsx. */
export function modulesAt(paths: readonly string[]): RegExp {
  const escaped = paths.map((path) => path.replace(/\./g, '\\.').replace(/\//g, '[\\\\/]'));
  return new RegExp(`[\\\\/](${escaped.join('|')})\\.tsx?$`);
}

/** Fails the build when the `shared` chunk holds any module but `paths` (what one of them imports). */
export function onlySmallSharedModules(paths: readonly string[] = SMALL_SHARED_MODULES): Plugin {
  const listed = modulesAt(paths);
  return {
    name: 'only-small-shared-modules',
    apply: 'build',
    generateBundle(_options, bundle) {
      for (const chunk of Object.values(bundle)) {
        if (chunk.type !== 'chunk' || chunk.name !== 'shared') continue;
        const pulledIn = chunk.moduleIds.filter((id) => !listed.test(id));
        if (pulledIn.length) {
          this.error(
            `the shared chunk also holds ${pulledIn.join(', ')}: a module in scripts/build/smallSharedModules.ts imports more than the first chunk`,
          );
        }
      }
    },
  };
}
