import type {ReactNode} from 'react';
import {translate} from '@docusaurus/Translate';
import {InlineMarkdown} from '../ApiMarkdown';
import {ConventionNotes} from '../ApiConventions';
import {requireData} from '../requireData';
import ApiTable from '../ApiTable';
import type {ErrorCodesData, ErrorRow} from '../../props';

export function ErrorTable({rows, label}: {rows: ErrorRow[]; label: string}): ReactNode {
  const withCodes = rows.some((row) => row.code !== undefined);
  const withMessages = rows.some((row) => row.message !== undefined);
  return (
    <ApiTable label={label}>
      <thead>
        <tr>
          <th scope="col">
            {withCodes || withMessages
              ? translate({id: 'api.errors.statusAndCode', message: 'HTTP 상태, 오류 코드'})
              : translate({id: 'api.errors.status', message: 'HTTP 상태'})}
          </th>
          <th scope="col">{translate({id: 'api.errors.meaning', message: '의미'})}</th>
        </tr>
      </thead>
      <tbody>
        {rows.map((row, index) => (
          // The reference's rows carry their anchor, and their code and message for the search (its error desk).
          <tr
            key={index}
            id={row.anchor}
            data-error-code={row.anchor === undefined ? undefined : row.code}
            data-error-message={row.anchor === undefined ? undefined : row.message}>
            <td>
              {row.status ? (
                <code>{row.status}</code>
              ) : (
                translate({id: 'api.errors.statusUnstated', message: '명시되지 않음'})
              )}
              {/* Code and message under the status: two columns fit the reference's narrow pane. */}
              {row.code && (
                <div>
                  {translate({id: 'api.errors.code', message: '오류 코드'})}: <code>{row.code}</code>
                </div>
              )}
              {row.message && (
                <div>
                  {translate({id: 'api.errors.message', message: '메시지'})}: <code>{row.message}</code>
                </div>
              )}
            </td>
            <td>
              <InlineMarkdown value={row.description} />
              <ConventionNotes notes={row.conventions} />
            </td>
          </tr>
        ))}
      </tbody>
    </ApiTable>
  );
}

/** `<ErrorCodes spec="push" />` (optionally `operation="createNotification"`): the error table of an API or operation. */
export default function ErrorCodes({data}: {data?: ErrorCodesData}): ReactNode {
  const table = requireData('ErrorCodes', data);
  const label = table.operation
    ? translate({id: 'api.errors.operationLabel', message: '{operation}의 오류'}, {operation: table.operation})
    : translate({id: 'api.errors.specLabel', message: '{spec} API의 오류'}, {spec: table.spec});
  return <ErrorTable rows={table.rows} label={label} />;
}
