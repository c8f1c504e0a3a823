import { parsePatch, structuredPatch, type StructuredPatchHunk } from 'diff';

/**
 * Removed and added lines with a little context, numbered as in the file before and after. Long
 * diffs scroll inside their box, so the box takes the focus: arrow keys scroll it without a mouse.
 */
function Hunks({ hunks }: { hunks: StructuredPatchHunk[] }) {
  return (
    <div className="diff" role="region" aria-label="Lines of the file that change" tabIndex={0}>
      {hunks.map((h, i) => {
        let oldLine = h.oldStart;
        let newLine = h.newStart;
        return (
          <table key={i} className="diff__hunk">
            <caption className="visually-hidden">Lines {h.oldStart} to {h.oldStart + Math.max(0, h.oldLines - 1)} of the file</caption>
            <tbody>
              {h.lines.filter((l) => !l.startsWith('\\')).map((line, j) => {
                const mark = line[0];
                const text = line.slice(1);
                const kind = mark === '-' ? 'removed' : mark === '+' ? 'added' : 'same';
                const number = kind === 'added' ? newLine++ : kind === 'removed' ? oldLine++ : (newLine++, oldLine++);
                return (
                  <tr key={j} className={`diff__line diff__line--${kind}`}>
                    <td className="diff__number">{number}</td>
                    <td className="diff__mark">
                      <span aria-hidden="true">{kind === 'removed' ? '−' : kind === 'added' ? '+' : ''}</span>
                      <span className="visually-hidden">{kind === 'removed' ? 'Removed' : kind === 'added' ? 'Added' : ''}</span>
                    </td>
                    <td className="diff__text">{text || ' '}</td>
                  </tr>
                );
              })}
            </tbody>
          </table>
        );
      })}
    </div>
  );
}

/** The lines that differ between two versions of a file. */
export function TextDiff({ before, after }: { before: string; after: string }) {
  const patch = structuredPatch('before', 'after', before, after, '', '', { context: 2 });
  if (!patch.hunks.length) return <p className="diff__none">No lines differ.</p>;
  return <Hunks hunks={patch.hunks} />;
}

/** A diff as git prints it (the changes panel gets these from the server). */
export function PatchDiff({ patch }: { patch: string }) {
  const hunks = parsePatch(patch).flatMap((p) => p.hunks);
  if (!hunks.length) return <p className="diff__none">No lines differ.</p>;
  return <Hunks hunks={hunks} />;
}
