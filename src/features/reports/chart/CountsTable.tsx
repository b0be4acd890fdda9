import { ColumnHeaders } from '@/ui/table/ColumnHeaders';

interface CountsTableProps {
  caption: string;
  nameHeader: string;
  countHeader: string;
  labels: string[];
  counts: number[];
}

/** The chart's numbers as a table for screen readers (visually hidden). */
export function CountsTable({ caption, nameHeader, countHeader, labels, counts }: CountsTableProps) {
  return (
    <table className="sd-visually-hidden">
      <caption>{caption}</caption>
      <ColumnHeaders headers={[nameHeader, countHeader]} />
      <tbody>
        {labels.map((name, index) => (
          <tr key={`${index}-${name}`}>
            <th scope="row">{name}</th>
            <td>{counts[index]}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
