import type {ReactNode} from 'react';
import {translate} from '@docusaurus/Translate';
import TabItem from '@theme/TabItem';
import Tabs from '@theme/Tabs';
import PlainCodeBlock from '@theme/PlainCodeBlock';
import ApiMarkdown, {InlineMarkdown} from '../ApiMarkdown';
import ApiMethodBadge from '../ApiMethodBadge';
import {ConventionBadges, OperationAssumptions} from '../ApiConventions';
import ApiSchema from '../ApiSchema';
import {ErrorTable} from '../ErrorCodes';
import {ParametersTable} from '../ParameterTable';
import TryIt from '../TryIt';
import type {BodyData, OperationData} from '../../props';
import styles from './styles.module.css';
import ServerMarkup from '@theme/ServerMarkup';
import {useLiveNearViewport} from './useLiveNearViewport';

function Section({title, children}: {title: string; children: ReactNode}): ReactNode {
  return (
    <section className={styles.section}>
      <h4 className={styles.sectionTitle}>{title}</h4>
      {children}
    </section>
  );
}

function Examples({body, title}: {body: BodyData; title: string}): ReactNode {
  return (
    <>
      {body.examples.map((example, index) => (
        <PlainCodeBlock
          key={index}
          language={example.language}
          code={example.value}
          title={[title, example.summary ?? example.name].filter(Boolean).join(': ')}
        />
      ))}
    </>
  );
}

function Body({body, exampleTitle}: {body: BodyData; exampleTitle?: string}): ReactNode {
  return (
    <>
      <p className={styles.mediaType}>
        <code>{body.mediaType}</code>
        {body.required && (
          <span className={styles.required} data-requirement="required">
            {' '}
            {translate({id: 'api.schema.required', message: '필수'})}
          </span>
        )}
        <ConventionBadges notes={body.conventions} />
      </p>
      {body.description && <ApiMarkdown value={body.description} />}
      {body.schema && <ApiSchema node={body.schema} />}
      {exampleTitle !== undefined && <Examples body={body} title={exampleTitle} />}
    </>
  );
}

/** The response examples by status, the first success status selected: beside the operation on wide screens. */
function ResponseExamples({operation}: {operation: OperationData}): ReactNode {
  const withExamples = operation.responses.filter((response) =>
    response.bodies.some((body) => body.examples.length > 0),
  );
  if (withExamples.length === 0) return null;
  const selected = withExamples.find((response) => /^2/.test(response.status)) ?? withExamples[0]!;
  const title = translate({id: 'api.operation.responseExample', message: '응답 예시'});
  return (
    <Section title={title}>
      <Tabs defaultValue={selected.status}>
        {withExamples.map((response) => (
          <TabItem key={response.status} value={response.status} label={response.status}>
            {response.bodies.map((body) => (
              <Examples key={body.mediaType} body={body} title={`${response.status} ${body.mediaType}`} />
            ))}
          </TabItem>
        ))}
      </Tabs>
    </Section>
  );
}

/**
 * One operation of the reference, rendered under its `#operation/<operationId>` heading. The operation's
 * element stays while its content goes live (see useLiveNearViewport), so the height the browser remembers
 * for it off screen (`contain-intrinsic-size: auto`) stays too.
 */
export default function ApiOperationDetail({data: operation}: {data: OperationData}): ReactNode {
  const {ref, live} = useLiveNearViewport<HTMLDivElement>();
  return (
    <div ref={ref} className={styles.operation} data-operation-id={operation.operationId}>
      {live ? (
        <div key="live" className={styles.content}>
          <OperationContent operation={operation} />
        </div>
      ) : (
        <ServerMarkup key="server" className={styles.content} />
      )}
    </div>
  );
}

/** Whether the operation shows an example body (of its request or of a response). */
function hasExamples(operation: OperationData): boolean {
  const bodies = [
    ...(operation.requestBody ? [operation.requestBody] : []),
    ...operation.responses.flatMap((r) => r.bodies),
  ];
  return bodies.some((body) => body.examples.length > 0);
}

function OperationContent({operation}: {operation: OperationData}): ReactNode {
  const exampleTitle = translate({id: 'api.operation.example', message: '예시'});
  return (
    <>
      <div className={styles.main}>
        <p className={styles.endpoint}>
          {/* A space, not shown between flex items, keeps method and path apart in the page's text. */}
          <ApiMethodBadge method={operation.method} /> <code className={styles.path}>{operation.path}</code>
        </p>
        {operation.description && <ApiMarkdown value={operation.description} />}
        <OperationAssumptions notes={operation.assumptions} examples={hasExamples(operation)} />
        <TryIt operation={operation} />

        {operation.security.length > 0 && (
          <Section title={translate({id: 'api.operation.security', message: '인증'})}>
            <ul>
              {operation.security.map((security) => (
                <li key={security.name}>
                  <strong>{security.kind}</strong>
                  {security.description && (
                    <>
                      {': '}
                      <InlineMarkdown value={security.description} />
                    </>
                  )}
                </li>
              ))}
            </ul>
          </Section>
        )}

        {operation.parameters.length > 0 && (
          <Section title={translate({id: 'api.operation.parameters', message: '파라미터'})}>
            <ParametersTable
              rows={operation.parameters}
              label={translate(
                {id: 'api.operation.parametersLabel', message: '{operation}의 파라미터'},
                {operation: operation.operationId},
              )}
            />
          </Section>
        )}

        {operation.requestBody && (
          <Section title={translate({id: 'api.operation.requestBody', message: '요청 본문'})}>
            <Body body={operation.requestBody} exampleTitle={exampleTitle} />
          </Section>
        )}

        <Section title={translate({id: 'api.operation.responses', message: '응답'})}>
          {operation.responses.map((response) => (
            <details key={response.status} className={styles.response} open={/^2/.test(response.status)}>
              <summary>
                <code className={styles.status}>{response.status}</code>
                <ConventionBadges notes={response.conventions} inControl />{' '}
                {response.description && <InlineMarkdown value={response.description} />}
              </summary>
              <div className={styles.responseBody}>
                {response.bodies.length === 0 ? (
                  <p>{translate({id: 'api.operation.noBody', message: '응답 본문이 없습니다.'})}</p>
                ) : (
                  response.bodies.map((body) => <Body key={body.mediaType} body={body} />)
                )}
              </div>
            </details>
          ))}
        </Section>

        {operation.errors.length > 0 && (
          <Section title={translate({id: 'api.operation.errors', message: '오류 코드'})}>
            <ErrorTable
              rows={operation.errors}
              label={translate(
                {id: 'api.errors.operationLabel', message: '{operation}의 오류'},
                {operation: operation.operationId},
              )}
            />
          </Section>
        )}
      </div>
      <aside
        className={styles.aside}
        aria-label={translate(
          {id: 'api.operation.examplesLabel', message: '{operation}의 요청과 응답 예시'},
          {operation: operation.operationId},
        )}>
        <Section title={translate({id: 'api.operation.samples', message: '코드 샘플'})}>
          <Tabs groupId="api-code-sample" lazy>
            {operation.samples.map((sample) => (
              <TabItem key={sample.id} value={sample.id} label={sample.label}>
                <PlainCodeBlock language={sample.language} code={sample.code} />
              </TabItem>
            ))}
          </Tabs>
        </Section>

        <ResponseExamples operation={operation} />
      </aside>
    </>
  );
}
